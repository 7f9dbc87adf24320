import Foundation
import HeadlessUIKit

/// The first iPhone SE (4"): 320 × 568 points at 2×, a 20-point status bar in portrait; the
/// device swift-snapshot-testing recorded its table references on.
@MainActor let firstIPhoneSE = HeadlessDevice(
    name: "iPhone SE (1st generation)", userInterfaceIdiom: .phone,
    portraitScreenSize: CGSize(width: 320, height: 568), scale: 2,
    portraitSafeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), landscapeSafeAreaInsets: .zero,
    portraitSizeClasses: HeadlessSizeClasses(horizontal: .compact, vertical: .regular),
    landscapeSizeClasses: HeadlessSizeClasses(horizontal: .compact, vertical: .compact))

/// A data source of fixed row texts per section, counting the cells it was asked for.
@MainActor final class TextRows: NSObject, UITableViewDataSource {
    var sections: [[String]]
    var style: UITableViewCell.CellStyle = .default
    var identifier = "text"
    var titles: [String?] = []
    var footerTitles: [String?] = []
    private(set) var cellRequests = 0

    init(_ sections: [[String]]) {
        self.sections = sections
    }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cellRequests += 1
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier)
            ?? UITableViewCell(style: style, reuseIdentifier: identifier)
        cell.textLabel?.text = sections[indexPath.section][indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        titles.indices.contains(section) ? titles[section] : nil
    }

    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        footerTitles.indices.contains(section) ? footerTitles[section] : nil
    }
}

/// Shows `controller` as the root of a window on `device` and lays it out.
@MainActor func show(_ controller: UIViewController, on device: HeadlessDevice, keeper: WindowKeeper) -> UIWindow {
    let window = UIWindow(headlessDevice: device, orientation: .portrait)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return keeper.keep(window)
}

/// A table of the given size at the top left of a window on the first iPhone SE (2×), in
/// landscape when it is wider than the portrait screen.
@MainActor func hostedTable(
    width: CGFloat = 320, height: CGFloat = 400, style: UITableView.Style = .plain, keeper: WindowKeeper
) -> UITableView {
    let window = UIWindow(headlessDevice: firstIPhoneSE, orientation: width > 320 ? .landscape : .portrait)
    window.makeKeyAndVisible()
    keeper.keep(window)
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: width, height: height), style: style)
    window.addSubview(table)
    return table
}
