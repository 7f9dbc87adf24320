import AutoLayoutConvenience
import Foundation
import LayoutTestSupport
import Testing

/// The `Corpus` cells and list screens (which typecheck against the iOS 17 SDK) shown as a
/// window's root on an iPhone 15 in portrait: 393 × 852 points at 3×, a safe area of 59 above
/// and 34 below, a side margin of 16 (see `ViewControllerIdiomTests` for the sources). Cells are
/// as wide as their table less any accessory; self-sizing rows are their content's fitted
/// height plus the separator's pixel (1/3 point) unless the table hides separators.
@Suite @MainActor struct ListCorpusTests {
    private let keeper = WindowKeeper()
    private let pixel: CGFloat = 1.0 / 3

    private func shown(_ controller: UIViewController) -> UIWindow {
        let window = phoneWindow()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return keeper.keep(window)
    }

    private func near(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-6 }

    /// Frames on the 3× grid carry floating-point noise in their last bits.
    private func near(_ a: CGRect, _ b: CGRect) -> Bool {
        near(a.minX, b.minX) && near(a.minY, b.minY) && near(a.width, b.width) && near(a.height, b.height)
    }

    /// Every cell on screen sits right below the previous one, from the top of the content.
    private func expectContiguousRows(_ table: UITableView, startingAt top: CGFloat = 0) throws {
        let cells = table.visibleCells
        #expect(!cells.isEmpty)
        var y = top
        for cell in cells {
            #expect(near(cell.frame.minY, y))
            y = cell.frame.maxY
        }
    }

    @Test func aChatThreadPutsBubblesOnTheSenderSide() throws {
        let controller = ChatThreadViewController()
        _ = shown(controller)
        let table = controller.tableView
        #expect(table.frame == CGRect(x: 0, y: 59, width: 393, height: 759))
        try expectContiguousRows(table)
        for cell in table.visibleCells {
            let bubble = try #require(cell as? ChatBubbleCell)
            // No separators: the row is the bubble plus 4 above and below; the bubble is the
            // label plus 8 above and below and 12 at the sides, at most ¾ of the row wide.
            #expect(near(cell.frame.height, bubble.bubbleView.frame.height + 8))
            #expect(near(bubble.bubbleView.frame.height, bubble.messageLabel.frame.height + 16))
            #expect(bubble.bubbleView.frame.width <= 393 * 0.75 + 1e-9)
            #expect(near(bubble.messageLabel.frame.width, bubble.bubbleView.frame.width - 24))
            if bubble.isOutgoing {
                #expect(near(bubble.bubbleView.frame.maxX, 377))
            } else {
                #expect(bubble.bubbleView.frame.minX == 16)
            }
        }
        // The long third message wraps within the ¾ limit.
        let long = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)) as? ChatBubbleCell)
        let line = try #require(table.cellForRow(at: IndexPath(row: 3, section: 0)) as? ChatBubbleCell).messageLabel.frame.height
        #expect(long.messageLabel.frame.height >= 3 * line)
        controller.send("On my way")
        let last = IndexPath(row: 40, section: 0)
        let sent = try #require(table.cellForRow(at: last) as? ChatBubbleCell)
        #expect(sent.messageLabel.text == "On my way")
        #expect(near(table.rectForRow(at: last).maxY, table.contentOffset.y + table.bounds.height))
    }

    @Test func aFeedMeasuresOnlyTheCardsOnScreen() throws {
        let controller = FeedViewController()
        _ = shown(controller)
        let table = try #require(controller.tableView)
        try expectContiguousRows(table)
        let cards = table.visibleCells.compactMap { $0 as? FeedCardCell }
        #expect(cards.count == table.visibleCells.count)
        for card in cards {
            // 16 at the sides; the 16:9 image as wide as the card.
            #expect(card.cardStack.frame.minX == 16 && card.cardStack.frame.width == 361)
            #expect(abs(card.mediaView.frame.height - 361 * 9 / 16) <= pixel)
            #expect(card.actionStack.frame.height == 36)
            #expect(near(card.frame.height, card.cardStack.frame.height + 24 + pixel))
        }
        // Rows not yet shown count with the 400-point estimate.
        let shownHeight = cards.reduce(0) { $0 + $1.frame.height }
        #expect(near(table.contentSize.height, shownHeight + CGFloat(30 - cards.count) * 400))
        controller.hidePost(at: 0)
        table.layoutIfNeeded()
        #expect(table.numberOfRows(inSection: 0) == 29)
    }

    #if !canImport(UIKit)
    // Headless only: it reads what HeadlessUIKit records (animation log, engine log) or performs an action as HeadlessUIKit does.
    /// The card's controls as its code wires them: a tap on Like (sent as the
    /// `.touchUpInside` event, headless controls getting no touches) toggles it inside a spring
    /// animation whose final state applies at once; the Share menu is a value whose actions
    /// run; accessibility labels and traits are what the code and UIKit's defaults say
    /// (labels read their text, buttons are buttons).
    @Test func aFeedCardsControlsActAndDescribeThemselves() throws {
        let controller = FeedViewController()
        _ = shown(controller)
        let table = try #require(controller.tableView)
        let card = try #require(table.visibleCells.first as? FeedCardCell)
        let buttonFrame = card.likeButton.frame
        HeadlessEnvironment.animationLog.removeAll()
        card.likeButton.sendActions(for: .touchUpInside)
        #expect(card.isLiked && card.likeButton.title(for: .normal) == "Liked")
        #expect(card.likeButton.accessibilityLabel == "Unlike" && card.likeButton.accessibilityValue == "Liked")
        #expect(HeadlessEnvironment.animationLog.map(\.kind) == [.springBounce(bounce: 0.4, velocity: 0)])
        table.layoutIfNeeded()
        // The pop is a transform: the layout (centre and bounds) stays; the frame reports the
        // button scaled by 1.1 about its centre, as UIKit's does.
        #expect(card.likeButton.transform == CGAffineTransform(scaleX: 1.1, y: 1.1))
        #expect(card.likeButton.center == CGPoint(x: buttonFrame.midX, y: buttonFrame.midY) && card.likeButton.bounds.size == buttonFrame.size)
        #expect(isClose(card.likeButton.frame, buttonFrame.insetBy(dx: -buttonFrame.width * 0.05, dy: -buttonFrame.height * 0.05)))
        card.likeButton.sendActions(for: .touchUpInside)
        #expect(!card.isLiked && card.likeButton.accessibilityLabel == "Like")
        // Defaults: the title label reads its text, the comment button its title.
        #expect(card.titleLabel.isAccessibilityElement && card.titleLabel.accessibilityLabel == card.titleLabel.text)
        #expect(card.titleLabel.accessibilityTraits == .staticText)
        #expect(card.commentButton.isAccessibilityElement && card.commentButton.accessibilityLabel == "Comment")
        #expect(card.commentButton.accessibilityTraits == .button && card.commentButton.accessibilityHint == "Opens the comments")
        #expect(card.mediaView.isAccessibilityElement && card.mediaView.accessibilityLabel == "Photo")
        #expect(!card.cardStack.isAccessibilityElement)
        // The Share menu opens on a tap; choosing Copy Link runs its handler.
        var copied: [String] = []
        card.onCopyLink = { copied.append($0) }
        let menu = try #require(card.shareButton.menu)
        #expect(card.shareButton.showsMenuAsPrimaryAction && menu.children.map(\.title) == ["Copy Link", "Report"])
        let copy = try #require(menu.children.first as? UIAction)
        copy.headlessPerform(sender: card.shareButton)
        #expect(copied == [card.titleLabel.text ?? ""])
    }
    #endif

    @Test func insetGroupedSettingsRows() throws {
        let controller = SettingsViewController()
        _ = shown(controller)
        let table = try #require(controller.tableView)
        #expect(table.style == .insetGrouped)
        // A grouped title header (no top padding outside plain tables): the footnote title,
        // 15⅔ points at 3×, 17 below the top and 6 above the bottom (UIKit's grouped header
        // margins); then 44-point rows inset by 16.
        let header: CGFloat = 17 + 15 + 2.0 / 3 + 6
        #expect(near(table.rectForHeader(inSection: 0), CGRect(x: 0, y: 0, width: 393, height: header)))
        let airplane = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? SettingsToggleCell)
        #expect(near(airplane.frame, CGRect(x: 16, y: header, width: 361, height: 44)))
        // The switch sits at the trailing margin, centred; the content view stops 10 before it.
        // Centred in the 44-point content view (a grouped row's separator lies over it):
        // (44 − 31) / 2 = 6.5, on the 3× grid 20/3.
        #expect(near(airplane.switchView.frame, CGRect(x: 361 - 16 - 51, y: 20.0 / 3, width: 51, height: 31)))
        #expect(near(airplane.contentView.frame.width, 361 - 16 - 51 - 10))
        // Flipping the switch (the test sends what a tap would) reaches the cell's handler.
        var changes: [Bool] = []
        airplane.onChange = { changes.append($0) }
        airplane.switchView.isOn.toggle()
        airplane.switchView.sendActions(for: .valueChanged)
        #expect(changes == [airplane.isOn])
        let wifi = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? SettingsValueCell)
        #expect(near(wifi.frame, CGRect(x: 16, y: header + 44, width: 361, height: 44)))
        // A chevron takes 34 points (16 margin, 8 glyph, 10 spacing).
        #expect(near(wifi.contentView.frame.width, 327))
        #expect(wifi.textLabel?.frame.minX == 16)
        let detail = try #require(wifi.detailTextLabel)
        #expect(near(detail.frame.maxX, 327 - 16))
        #expect(detail.text == "HomeNetwork")
        #expect(near(table.rectForHeader(inSection: 1).minY, header + 5 * 44))
    }

    @Test func aProfileSitsUnderItsCoverAndSectionHeader() throws {
        let controller = ProfileViewController()
        _ = shown(controller)
        let table = controller.tableView
        #expect(table.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(controller.coverView.frame == CGRect(x: 0, y: 0, width: 393, height: 180))
        // The header view: a 64-point avatar inside the content view's 8-point margins, below
        // the plain table's 22-point padding.
        let header = try #require(table.headerView(forSection: 0) as? ProfileSectionHeaderView)
        #expect(header.frame == CGRect(x: 0, y: 202, width: 393, height: 80))
        #expect(header.avatarView.frame == CGRect(x: 16, y: 8, width: 64, height: 64))
        try expectContiguousRows(table, startingAt: 282)
        let note = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)) as? NoteCell)
        #expect(near(note.stackView.frame.minY, 8) && note.stackView.frame.minX == 16)
        #expect(near(note.frame.height, note.stackView.frame.height + 16 + pixel))
    }

    @Test func contactsInLetteredSections() throws {
        let controller = ContactsViewController()
        _ = shown(controller)
        let table = controller.tableView
        #expect(table.numberOfSections == controller.dataSource.letters.count)
        // A 28-point header below 22 points of padding, then 64-point rows.
        #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 22, width: 393, height: 28))
        let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? ContactCell)
        #expect(first.frame == CGRect(x: 0, y: 50, width: 393, height: 64))
        #expect(first.textLabel?.text == controller.dataSource.contact(at: IndexPath(row: 0, section: 0)).name)
        #expect(first.separatorInset.left == 60)
        // Subtitle: the name above the phone number, together centred in the content view.
        let name = try #require(first.textLabel), phone = try #require(first.detailTextLabel)
        #expect(near(phone.frame.minY, name.frame.maxY))
        #expect(abs((name.frame.minY + phone.frame.maxY) / 2 - first.contentView.frame.height / 2) <= pixel)
    }

    @Test func anInboxBadgeSitsAtTheTrailingMargin() throws {
        let controller = InboxViewController()
        _ = shown(controller)
        let table = controller.tableView
        #expect(table.frame == CGRect(x: 0, y: 59, width: 393, height: 759))
        try expectContiguousRows(table)
        for cell in table.visibleCells {
            let row = try #require(cell as? NotificationCell)
            let item = controller.items[try #require(table.indexPath(for: cell)).row]
            #expect(row.badgeView.isHidden == (item.unreadCount == 0))
            #expect(near(row.badgeView.frame.maxX, 377))
            #expect(near(row.iconView.frame, CGRect(x: 16, y: 8, width: 24, height: 24)))
            #expect(near(row.messageLabel.frame.minX, 52))
            #expect(near(row.messageLabel.frame.maxX, row.badgeView.frame.minX - 12))
            #expect(near(row.frame.height, row.timeLabel.frame.maxY + 8 + pixel))
        }
        controller.dismissItems(at: [0, 2])
        table.layoutIfNeeded()
        #expect(table.numberOfRows(inSection: 0) == 18)
    }

    @Test func nestedCommentsIndentByDepth() throws {
        let controller = CommentsViewController()
        _ = shown(controller)
        let table = try #require(controller.tableView)
        try expectContiguousRows(table)
        for cell in table.visibleCells {
            let comment = try #require(cell as? CommentCell)
            #expect(comment.threadLineView.frame.minX == 16 + CGFloat(comment.depth) * CommentCell.indentPerLevel)
            #expect(comment.authorLabel.frame.minX == comment.threadLineView.frame.maxX + 10)
            #expect(near(comment.frame.height, comment.bodyLabel.frame.maxY + 8 + pixel))
        }
        // The footer label sits below the last row, with the height it was created with.
        #expect(controller.loadMoreLabel.frame.height == 56)
        #expect(near(controller.loadMoreLabel.frame.minY, table.contentSize.height - 56))
    }

    @Test func productsHaveFixedRowsAndASelfSizingBanner() throws {
        let controller = ProductListViewController()
        _ = shown(controller)
        let table = controller.tableView
        let banner = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? PromoBannerCell)
        let insets = PromoBannerCell.cardInsets
        #expect(banner.cardView.frame == CGRect(x: insets.left, y: insets.top, width: 393 - insets.left - insets.right,
                                                height: banner.cardView.frame.height))
        // A grouped table's separator lies over the content view, which takes the whole row.
        #expect(near(banner.frame.height, banner.cardView.frame.height + insets.top + insets.bottom))
        let product = try #require(table.cellForRow(at: IndexPath(row: 0, section: 1)) as? ProductCell)
        #expect(product.frame.height == 84)
        #expect(near(product.thumbnailView.frame, CGRect(x: 16, y: 8, width: 60, height: 60)))
        #expect(near(product.priceLabel.frame.maxX, 377))
        #expect(near(product.nameLabel.frame.minX, 88))
        #expect(near(product.priceLabel.frame.minX, product.nameLabel.frame.maxX + 8))
    }

    @Test func aLanguagePickerMovesItsCheckmark() throws {
        let controller = LanguagePickerViewController()
        _ = shown(controller)
        let table = try #require(controller.tableView)
        let english = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(english.accessoryType == .checkmark)
        #expect(english.textLabel?.text == "English")
        // A checkmark narrows the content view like a chevron (16 margin, 14 glyph, 10 spacing).
        #expect(near(english.contentView.frame.width, 393 - 40))
        controller.tableView(table, didSelectRowAt: IndexPath(row: 2, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.accessoryType == .checkmark)
        #expect(english.accessoryType == Optional(UITableViewCell.AccessoryType.none))
    }

    @Test func anArticleListWithTheDSL() throws {
        let controller = ArticleListViewController()
        _ = shown(controller)
        let table = controller.tableView
        #expect(table.frame == CGRect(x: 0, y: 59, width: 393, height: 759))
        let header = try #require(table.tableHeaderView)
        #expect(header.frame.minY == 0 && header.frame.width == 393)
        #expect(controller.editionLabel.frame.minX == 16)
        let story = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? ArticleSummaryCell)
        #expect(story.stackView.frame.minX == 16 && near(story.stackView.frame.minY, 8))
        #expect(near(story.frame.height, story.stackView.frame.height + 16 + pixel))
        #expect(near(table.rectForHeader(inSection: 0).minY, header.frame.height + 22))
    }

    #if !canImport(UIKit)
    // Headless only: it reads what HeadlessUIKit records (animation log, engine log) or performs an action as HeadlessUIKit does.
    @Test func theTableAPITour() throws {
        let controller = TableAPITourViewController()
        _ = shown(controller)
        let table = try #require(controller.tableView)
        // A dequeued header with a title and no constraints: 28 points, no top padding (set to
        // 0); then 50-point rows.
        let geometry = controller.geometry()
        #expect(geometry.header == CGRect(x: 0, y: 0, width: 393, height: 28))
        #expect(geometry.section == CGRect(x: 0, y: 0, width: 393, height: 28 + 30 * 50))
        #expect(geometry.row == IndexPath(row: 1, section: 0))
        #expect(geometry.rows == [0, 1, 2].map { IndexPath(row: $0, section: 0) })
        #expect(table.headerView(forSection: 0)?.textLabel?.text == "Items")
        let log = HeadlessLog.capture { controller.editRows() }
        #expect(log.isEmpty)
        #expect(table.numberOfRows(inSection: 0) == 29)
        let shown = controller.showLastRow()
        #expect(shown.frame == CGRect(x: 0, y: 28 + 28 * 50, width: 393, height: 50))
        #expect(shown.cell?.textLabel?.text == "New")
        #expect(shown.visible.last == IndexPath(row: 28, section: 0))
        // The row's bottom sits on the bottom of the safe area (34 points above the screen's).
        #expect(table.contentOffset.y == shown.frame.maxY - 852 + 34)
        #expect(controller.events.contains("show 0") && controller.events.contains("hide 0"))
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) == nil)
    }
    #endif

    #if !canImport(UIKit)
    // Headless only: it reads what HeadlessUIKit records (animation log, engine log) or performs an action as HeadlessUIKit does.
    @Test func remindersFromADiffableDataSource() throws {
        let controller = RemindersViewController()
        _ = shown(controller)
        let table = controller.tableView
        #expect(table.dataSource === controller.dataSource)
        #expect(table.numberOfSections == 2)
        #expect(table.numberOfRows(inSection: 0) == 2 && table.numberOfRows(inSection: 1) == 6)
        // Inset grouped: grouped title headers (17 + 15⅔ + 6) without padding, 16-point insets.
        #expect(table.headerView(forSection: 0)?.textLabel?.text == "Today")
        let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        // Built-in subtitle labels size the row: both lines and 11 points above and below.
        let lines = try #require(first.textLabel).frame.height + (try #require(first.detailTextLabel)).frame.height
        #expect(near(first.frame.origin.y, 17 + 15 + 2.0 / 3 + 6) && first.frame.minX == 16 && first.frame.width == 361)
        #expect(near(first.frame.height, lines + 22))
        #expect(first.textLabel?.text == "Water the plants" && first.detailTextLabel?.text == "Balcony and kitchen")
        let water = try #require(controller.dataSource.itemIdentifier(for: IndexPath(row: 0, section: 0)))
        controller.complete(water)
        table.layoutIfNeeded()
        #expect(table.numberOfRows(inSection: 0) == 1)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "Pay the electricity bill")
        #expect(controller.dataSource.indexPath(for: water) == nil)
        // Deleting the same item twice, or appending a duplicate, is refused with UIKit's message.
        var snapshot = controller.dataSource.snapshot()
        let log = HeadlessLog.capture { snapshot.appendItems([snapshot.itemIdentifiers[0]], toSection: .today) }
        #expect(log.first?.message.contains("supplied item identifiers are not unique") == true)
        #expect(snapshot.numberOfItems == 7)
    }
    #endif

    @Test func aPhotoGridOfThreeColumns() throws {
        let controller = PhotoGridViewController()
        _ = shown(controller)
        let collection = try #require(controller.collectionView)
        #expect(collection.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        // (393 − 2 × 2) / 3 rounded down: 129-point squares; three fill 387 points, so the two
        // gaps widen to 3 points. Lines are 2 apart; the content scrolls under the bars.
        let frames = (0..<4).map { collection.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(frames == [CGRect(x: 0, y: 0, width: 129, height: 129), CGRect(x: 132, y: 0, width: 129, height: 129),
                           CGRect(x: 264, y: 0, width: 129, height: 129), CGRect(x: 0, y: 131, width: 129, height: 129)])
        #expect(collection.contentSize == CGSize(width: 393, height: 20 * 129 + 19 * 2))
        #expect(collection.contentOffset == CGPoint(x: 0, y: -59))
        // The screen shows content from −59 to 793: lines 0 to 6.
        #expect(collection.visibleCells.count == 21)
        #expect(collection.indexPathsForVisibleItems.last == IndexPath(item: 20, section: 0))
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 4, section: 0)) as? PhotoGridViewController.PhotoCell)
        #expect(cell.imageView.frame == CGRect(x: 0, y: 0, width: 129, height: 129))
    }

    @Test func aStoriesCarouselScrollsAcross() throws {
        let controller = StoriesCarouselViewController()
        _ = shown(controller)
        let collection = controller.collectionView
        #expect(collection.frame == CGRect(x: 0, y: 75, width: 393, height: 180))
        // One card per column, 16 from the leading edge, 12 apart.
        let cells = collection.visibleCells.compactMap { $0 as? StoriesCarouselViewController.StoryCell }
        #expect(cells.map(\.frame.minX) == [16, 168, 320])
        #expect(cells.allSatisfy { $0.frame.size == StoriesCarouselViewController.cardSize && $0.frame.minY == 0 })
        #expect(cells.map { $0.titleLabel.text } == ["Story 1", "Story 2", "Story 3"])
        #expect(near(cells[0].titleLabel.frame.maxY, 168) && cells[0].titleLabel.frame.minX == 12)
        #expect(collection.contentSize == CGSize(width: 16 + 12 * 140 + 11 * 12 + 16, height: 180))
        collection.scrollToItem(at: IndexPath(item: 11, section: 0), at: .right, animated: false)
        #expect(collection.indexPathsForVisibleItems.last == IndexPath(item: 11, section: 0))
        #expect(collection.cellForItem(at: IndexPath(item: 11, section: 0)).map { ($0 as? StoriesCarouselViewController.StoryCell)?.titleLabel.text } == "Story 12")
    }

    /// The rules come from UIKit's iOS 17 SDK header `UICollectionViewCompositionalLayout.h`:
    /// a container anchor on `[.top, .trailing]` puts the item in that corner and a fractional
    /// offset moves it by fractions of its own size; a background decoration covers the
    /// section's geometry less its content insets, at z 0, with the section's other elements
    /// raised to z 1; item content insets are ignored along an estimated dimension; a pinned
    /// boundary item stays visible while any part of its section is. Headers follow the
    /// section's content insets by default (Apple's NSCollectionLayoutSection documentation).
    @Test func aStoreScreenWithBadgesBackgroundsAndAPinnedHeader() throws {
        let controller = StoreBrowseViewController()
        _ = shown(controller)
        let collection = try #require(controller.collectionView)
        let banner = try #require(collection.supplementaryView(forElementKind: StoreBrowseViewController.bannerKind, at: IndexPath(item: 0, section: 0)))
        #expect(banner.frame == CGRect(x: 0, y: 0, width: 393, height: 60))
        let header = try #require(collection.supplementaryView(forElementKind: StoreBrowseViewController.headerKind, at: IndexPath(item: 0, section: 0)))
        #expect(header.frame == CGRect(x: 16, y: 60, width: 361, height: 44))
        // Tiles: half of the 361-point inset width, 4 points inside their places, from 8 below
        // the header.
        let tile = try #require(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        #expect(tile.frame == CGRect(x: 20, y: 116, width: 172.5, height: 112))
        #expect(tile.zIndex == 1)
        #expect(try #require(collection.layoutAttributesForItem(at: IndexPath(item: 5, section: 0))).frame
                == CGRect(x: 200.5, y: 356, width: 172.5, height: 112))
        // The badge's top trailing corner on the tile's, moved 6 points (0.3 × 20) right and up.
        let badge = try #require(collection.layoutAttributesForSupplementaryElement(ofKind: StoreBrowseViewController.badgeKind, at: IndexPath(item: 0, section: 0)))
        #expect(badge.frame == CGRect(x: 178.5, y: 110, width: 20, height: 20))
        #expect(collection.visibleSupplementaryViews(ofKind: StoreBrowseViewController.badgeKind).count == 6)
        // The background: the section from its header to 8 below the last row (60 to 480),
        // 8 points in.
        let background = try #require(collection.collectionViewLayout.layoutAttributesForDecorationView(
            ofKind: StoreBrowseViewController.backgroundKind, at: IndexPath(item: 0, section: 0)))
        #expect(background.frame == CGRect(x: 8, y: 68, width: 377, height: 404))
        #expect(background.zIndex == 0)
        let backgroundView = try #require(collection.subviews.first { $0 is StoreBrowseViewController.CardBackgroundView })
        #expect(backgroundView.frame == background.frame)
        #expect(collection.subviews.firstIndex(of: backgroundView) == 0)
        // News rows, 24 below the card: 16 in from the sides, as tall as their text and padding,
        // down to the bottom of the screen (content from −59 to 793).
        #expect(collection.contentOffset.y == -59)
        var top: CGFloat = 480 + 24
        var item = 0
        while top < 793 {
            let cell = try #require(collection.cellForItem(at: IndexPath(item: item, section: 1)) as? StoreBrowseViewController.TextCell)
            let height = cell.label.frame.height + 24
            #expect(near(cell.frame, CGRect(x: 16, y: top, width: 361, height: height)))
            top += height
            item += 1
        }
        // Rows never on screen (the first layout, before the content grew taller than the
        // screen and took the bars' insets, showed content down to 852) keep their 60-point
        // estimates.
        #expect(item < controller.news.count)
        let rows = try (0..<controller.news.count).map { try #require(collection.layoutAttributesForItem(at: IndexPath(item: $0, section: 1))).frame }
        #expect(rows.filter { $0.minY >= 852 }.allSatisfy { $0.height == 60 })
        #expect(rows.contains { $0.minY >= 852 })
        #expect(near(collection.contentSize.height, rows.last?.maxY ?? 0))
        // Scrolled down, the header stays at the top of the visible area (59 below the
        // offset, under the status bar), then leaves with the end of its section.
        collection.contentOffset = CGPoint(x: 0, y: 200)
        collection.layoutIfNeeded()
        #expect(header.frame.minY == 259)
        #expect(collection.supplementaryView(forElementKind: StoreBrowseViewController.headerKind, at: IndexPath(item: 0, section: 0)) === header)
        collection.contentOffset = CGPoint(x: 0, y: 420)
        collection.layoutIfNeeded()
        #expect(near(header.frame.minY, 480 - 44))
        // Back at the top, it is in its place again.
        collection.contentOffset = CGPoint(x: 0, y: -59)
        collection.layoutIfNeeded()
        #expect(header.frame.minY == 60)
    }

    /// Edge spacing and custom groups as UIKit's iOS 17 SDK header documents them: the room a
    /// group has left is shared among the flexible spacings, flexible on both sides across
    /// centres an item, and a custom group's items take their provider's frames.
    @Test func aMosaicGalleryWithCentredChips() throws {
        let controller = MosaicGalleryViewController()
        _ = shown(controller)
        let collection = try #require(controller.collectionView)
        func frame(_ item: Int, _ section: Int) throws -> CGRect {
            try #require(collection.layoutAttributesForItem(at: IndexPath(item: item, section: section))).frame
        }
        // Three 80-point chips leave 153 of 393 points to six flexible edges: 25.5 each.
        #expect(try frame(0, 0) == CGRect(x: 25.5, y: 6, width: 80, height: 32))
        #expect(try frame(1, 0).minX == 156.5)
        #expect(try frame(2, 0).minX == 287.5)
        // The mosaic: small squares (393 − 4) / 3, the large one two of them and a gap.
        let small: CGFloat = 389.0 / 3, large = 2 * small + 2
        #expect(near(try frame(0, 1), CGRect(x: 0, y: 44, width: large, height: large)))
        #expect(near(try frame(2, 1), CGRect(x: large + 2, y: 44 + small + 2, width: small, height: small)))
        #expect(near(try frame(3, 1), CGRect(x: 0, y: 44 + large + 2, width: large, height: large)))
        #expect(near(collection.contentSize.height, 44 + 3 * large + 2 * 2))
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 1)) as? MosaicGalleryViewController.PhotoCell)
        #expect(abs(cell.imageView.frame.width - large) <= pixel / 2)
    }

    @Test func aTagCloudOfSelfSizingCells() throws {
        let controller = TagCloudViewController()
        _ = shown(controller)
        let collection = controller.collectionView
        let header = try #require(collection.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
                                  as? TagCloudViewController.HeaderView)
        #expect(header.frame == CGRect(x: 0, y: 0, width: 393, height: 44))
        #expect(near(header.titleLabel.frame.maxY, 36) && header.titleLabel.frame.minX == 16)
        let cells = collection.visibleCells.compactMap { $0 as? TagCloudViewController.TagCell }
        #expect(cells.count == controller.tags.count)
        for cell in cells {
            let text = cell.label.intrinsicContentSize
            #expect(near(cell.frame.width, text.width + 24) && near(cell.frame.height, text.height + 12))
        }
        // Lines start below the header and the 8-point inset and reach both 16-point insets.
        let lines = Dictionary(grouping: cells) { $0.frame.minY }
        #expect(lines.keys.min() == 52)
        for line in lines.values where line.count > 1 {
            #expect(line.map(\.frame.minX).min() == 16)
            #expect(near(line.map(\.frame.maxX).max() ?? 0, 377))
        }
    }

    @Test func aCompositionalDiscoverScreen() throws {
        let controller = DiscoverViewController()
        _ = shown(controller)
        let collection = controller.collectionView!
        #expect(collection.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        let header = try #require(collection.supplementaryView(forElementKind: DiscoverViewController.headerKind, at: IndexPath(item: 0, section: 0))
                                  as? DiscoverViewController.TitleHeader)
        // The estimated header takes its fitted height: the title with 12 above and 8 below.
        // It keeps to the section's 16-point side insets: `supplementariesFollowContentInsets`
        // is on by default (Apple's NSCollectionLayoutSection documentation).
        let headerHeight = header.label.intrinsicContentSize.height + 20
        #expect(near(header.frame, CGRect(x: 16, y: 0, width: 361, height: headerHeight)))
        // Featured cards: 85% of the 361-point inset width, 200 tall, 10 apart, running past
        // the trailing edge (only the first two are on screen).
        let card = 0.85 * 361
        let featured = collection.visibleCells.filter { collection.indexPath(for: $0)?.section == 0 }
        #expect(featured.count == 2)
        #expect(near(try #require(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))).frame,
                     CGRect(x: 16, y: headerHeight, width: card, height: 200)))
        // The cell takes that frame on the 3× pixel grid.
        let first = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0))).frame
        #expect(first.minX == 16 && abs(first.width - card) <= pixel / 2 && abs(first.minY - headerHeight) <= pixel / 2)
        #expect(near(try #require(collection.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))).frame.minX, 16 + card + 10))
        // The grid: 131-point places (a third of 393) with 1-point insets.
        let gridTop = headerHeight + 200 + 16
        #expect(near(try #require(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))).frame,
                     CGRect(x: 1, y: gridTop + 1, width: 129, height: 129)))
        #expect(near(try #require(collection.layoutAttributesForItem(at: IndexPath(item: 5, section: 1))).frame,
                     CGRect(x: 263, y: gridTop + 132, width: 129, height: 129)))
        #expect(near(collection.contentSize.height, gridTop + 10 * 131))
        #expect(collection.contentSize.width == 393)
    }

    /// The structure of a list iOS 16 recorded (getsentry/sentry-cocoa, commit 1693456d,
    /// `SentryUIRedactBuilderTests+SwiftUI.swift`: a header row 38⅔ tall at y 0, its row below,
    /// the next section's row at 118, content 20 below it), at the iPhone 15's width.
    @Test func aSectionedInsetGroupedListAsIOSRecordedIt() throws {
        let controller = SectionedSettingsListViewController()
        _ = shown(controller)
        let collection = controller.collectionView!
        #expect(collection.contentOffset == CGPoint(x: 0, y: -59))
        let header = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
        let first = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)))
        let second = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 1)))
        #expect(near(header.frame, CGRect(x: 16, y: 0, width: 361, height: 38 + 2.0 / 3)))
        #expect(near(first.frame, CGRect(x: 16, y: 38 + 2.0 / 3, width: 361, height: 44)))
        #expect(near(second.frame, CGRect(x: 16, y: 118, width: 361, height: 44)))
        #expect(collection.contentSize == CGSize(width: 393, height: 182))
        // Everything fits on screen: nothing to prefetch.
        #expect(controller.prefetched.isEmpty)
        // The open setting's row shows as selected until it is closed.
        controller.open(IndexPath(item: 0, section: 1))
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 0, section: 1)] && second.isSelected)
        controller.closeOpenSetting()
        #expect(collection.indexPathsForSelectedItems == nil && !second.isSelected)
    }

    /// UIKit's headers: selecting and deselecting rows through the API "will not call the
    /// delegate methods"; the cells on screen show the selection.
    @Test func aMailboxKeepsItsSelectionAndSwipesToDelete() throws {
        let controller = MailboxViewController()
        _ = shown(controller)
        let table = try #require(controller.tableView)
        #expect(table.indexPathForSelectedRow == nil && table.indexPathsForSelectedRows == nil)
        // All four rows fit on screen: nothing is left to prefetch.
        #expect(controller.prefetched.isEmpty)
        controller.showCurrent(1)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == true)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.isSelected == false)
        #expect(controller.opened.isEmpty)
        // One row at a time: selecting another moves the selection.
        controller.showCurrent(2)
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == false)
        // A tap, as UIKit delivers it, opens the message and deselects its row.
        controller.tableView(table, didSelectRowAt: IndexPath(row: 2, section: 0))
        #expect(controller.opened == ["Minutes of the weekly meeting"])
        #expect(table.indexPathForSelectedRow == nil)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == false)
        // The swipe actions: flag from the leading edge, delete from the trailing edge.
        let leading = try #require(controller.tableView(table, leadingSwipeActionsConfigurationForRowAt: IndexPath(row: 0, section: 0)))
        #expect(leading.actions.map(\.title) == ["Flag"] && leading.actions[0].style == .normal)
        #expect(leading.actions[0].backgroundColor == .systemOrange)
        let trailing = try #require(controller.tableView(table, trailingSwipeActionsConfigurationForRowAt: IndexPath(row: 0, section: 0)))
        let delete = trailing.actions[0]
        #expect(delete.style == .destructive && delete.backgroundColor == .systemRed && trailing.performsFirstActionWithFullSwipe)
        var performed: Bool?
        delete.handler(delete, table) { performed = $0 }
        #expect(performed == true)
        table.layoutIfNeeded()
        #expect(table.numberOfRows(inSection: 0) == 3)
        #expect(table.visibleCells.count == 3)
    }

    @Test func anInsetGroupedListFromTheListLayout() throws {
        let controller = AccountListViewController()
        _ = shown(controller)
        let collection = controller.collectionView!
        #expect(collection.frame == CGRect(x: 0, y: 59, width: 393, height: 793))
        let cells = collection.visibleCells.compactMap { $0 as? AccountListViewController.RowCell }
        #expect(cells.count == 4)
        // A section without a header starts 35⅓ points below the previous one's last row, which
        // keeps 20 points below it (iOS 16's recorded list; see CompositionalListTests): the
        // first section, without a header, starts 15⅓ points down.
        var y: CGFloat = 15 + 1.0 / 3
        for cell in cells {
            // Rows inset by the 16-point side margin, as tall as their wrapped title plus 22.
            #expect(cell.frame.minX == 16 && cell.frame.width == 361)
            #expect(near(cell.frame.minY, y))
            #expect(near(cell.frame.height, cell.titleLabel.frame.height + 22))
            #expect(near(cell.titleLabel.frame.width, 329))
            y = cell.frame.maxY
        }
        // The long payment row wraps onto a second line.
        #expect(cells[2].frame.height > cells[1].frame.height)
    }

    @Test func rowsFromContentConfigurations() throws {
        let controller = PrivacySettingsViewController()
        _ = shown(controller)
        let table = try #require(controller.tableView)
        let location = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        // A single line of text keeps the standard 44-point row; the chevron narrows the content.
        #expect(location.frame == CGRect(x: 16, y: 0, width: 361, height: 44))
        #expect(near(location.contentView.frame.width, 327))
        let content = try #require(location.contentView.subviews.first { $0 is UIListContentView })
        #expect(near(content.frame, location.contentView.bounds))
        let image = try #require(content.subviews.compactMap { $0 as? UIImageView }.first)
        let labels = content.subviews.compactMap { $0 as? UILabel }
        let title = try #require(labels.first { $0.text == "Location Services" })
        let value = try #require(labels.first { $0.text == "On" })
        // Image at the side margin, the title 16 after it, the value at the trailing margin.
        #expect(image.frame.minX == 16)
        #expect(near(title.frame.minX, image.frame.maxX + 16))
        #expect(near(value.frame.maxX, 327 - 16))
        #expect(abs(title.frame.midY - value.frame.midY) <= pixel)
        // The explanation wraps: its text with 11 points above and below.
        let note = try #require(table.cellForRow(at: IndexPath(row: 0, section: 1)))
        let text = try #require(note.contentView.subviews.first { $0 is UIListContentView }?.subviews.compactMap { $0 as? UILabel }.first { $0.text == controller.explanation })
        #expect(text.frame.height > 2 * title.frame.height)
        #expect(near(note.frame.height, text.frame.height + 22))
        #expect(text.frame.minX == 16 && near(text.frame.width, 361 - 32))
    }

    @Test func listCellsMakeRoomForTheirAccessories() throws {
        let controller = FoldersListViewController()
        _ = shown(controller)
        let collection = controller.collectionView!
        let cells = collection.visibleCells.compactMap { $0 as? UICollectionViewListCell }
        #expect(cells.count == 4)
        let notes = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        // Rows of the inset list: 16 in from each side, 44 tall for one line of text, the
        // header-less section starting 15⅓ points down (see anInsetGroupedListFromTheListLayout).
        #expect(near(notes.frame, CGRect(x: 16, y: 15 + 1.0 / 3, width: 361, height: 44)))
        // The count label and the chevron each take their width and 10 points after the
        // 16-point margin; the delete control shows only while editing.
        let count = UILabel()
        count.font = .preferredFont(forTextStyle: .body)
        count.text = "42"
        let trailing = 16 + count.intrinsicContentSize.width + 10 + 8 + 10
        #expect(notes.contentView.frame.minX == 0)
        #expect(near(notes.contentView.frame.width, 361 - trailing))
        controller.setEditing(true)
        collection.layoutIfNeeded()
        #expect(near(notes.contentView.frame.minX, 16 + 22 + 10))
        #expect(near(notes.contentView.frame.maxX, 361 - trailing))
    }

    @Test func registeredCellsWithoutTheirOwnInitialisers() throws {
        final class Menu: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: MenuItemCell.reuseIdentifier, for: indexPath)
                (cell as? MenuItemCell)?.configure(title: indexPath.row == 0 ? "Profile" : "Sign Out", isDestructive: indexPath.row == 1)
                return cell
            }
        }
        let menu = Menu()
        let controller = UIViewController()
        let table = UITableView(frame: .zero, style: .plain)
        table.register(MenuItemCell.self, forCellReuseIdentifier: MenuItemCell.reuseIdentifier)
        table.dataSource = menu
        controller.view.addSubview(table, filling: .safeArea)
        _ = shown(controller)
        let cells = table.visibleCells.compactMap { $0 as? MenuItemCell }
        #expect(cells.count == 2)
        #expect(cells.map(\.contentView.frame.width) == [393 - 34, 393])
        #expect(cells.map(\.frame.height) == [44, 44])
        #expect(cells[1].isDestructive)
    }

    @Test func standaloneCellsLayOutInATable() throws {
        final class One: NSObject, UITableViewDataSource {
            let make: () -> UITableViewCell
            init(_ make: @escaping () -> UITableViewCell) { self.make = make }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { make() }
        }
        func host(_ make: @escaping () -> UITableViewCell) -> (UITableView, One) {
            let source = One(make)
            let controller = UIViewController()
            let table = UITableView(frame: .zero, style: .plain)
            table.dataSource = source
            controller.view.addSubview(table, filling: .safeArea)
            _ = shown(controller)
            return (table, source)
        }
        let (people, keepPeople) = host {
            let cell = PersonRowCell(style: .default, reuseIdentifier: nil)
            cell.configure(name: "Grace Hopper", role: "Rear Admiral")
            return cell
        }
        let person = try #require(people.visibleCells.first as? PersonRowCell)
        // 44-point avatar with at least 8 above and below: a 60-point content view.
        #expect(person.avatarView.frame == CGRect(x: 16, y: 8, width: 44, height: 44))
        #expect(near(person.frame.height, 60 + pixel))
        #expect(near(person.nameLabel.frame.maxY, 29) && near(person.roleLabel.frame.minY, 31))
        let (authors, keepAuthors) = host {
            let cell = AuthorRowCell(style: .default, reuseIdentifier: nil)
            cell.configure(name: "Ada", beat: "Science")
            return cell
        }
        let author = try #require(authors.visibleCells.first as? AuthorRowCell)
        #expect(author.avatarView.frame.size == CGSize(width: 44, height: 44))
        #expect(near(author.contentView.frame.width, 393 - 34))
        #expect(near(author.frame.height, 44 + 16 + pixel))
        _ = (keepPeople, keepAuthors)
    }
}
