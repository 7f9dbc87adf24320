#if !canImport(UIKit)
import Foundation

/// The fitted sizes of items with an estimated dimension, kept between preparations of a
/// layout: an item is measured when its estimated frame first comes on screen and keeps that
/// size while its fixed length stays the same, as UIKit keeps a self-sizing cell's preferred
/// size. Items never on screen keep their estimates. Kept by section and item, so that a
/// preparation reads each item's entry without hashing its index path.
struct MeasuredItemSizes {
    /// A fitted size and the fixed lengths it was fitted at (nil along an estimated dimension).
    private struct Entry {
        let width: CGFloat?
        let height: CGFloat?
        let size: CGSize
    }

    private var entries: [[Entry?]] = []

    /// The size fitted for an item at these fixed lengths, if it was measured at them.
    func size(at indexPath: IndexPath, width: CGFloat?, height: CGFloat?) -> CGSize? {
        guard indexPath.count == 2 else { return nil }
        let section = indexPath.section, item = indexPath.item
        guard section >= 0, item >= 0, section < entries.count, item < entries[section].count, let entry = entries[section][item],
              entry.width == width, entry.height == height else { return nil }
        return entry.size
    }

    /// Keeps the size fitted for an item at these fixed lengths.
    mutating func keep(_ size: CGSize, at indexPath: IndexPath, width: CGFloat?, height: CGFloat?) {
        guard indexPath.count == 2 else { return }
        let section = indexPath.section, item = indexPath.item
        guard section >= 0, item >= 0 else { return }
        if section >= entries.count { entries.append(contentsOf: repeatElement([], count: section + 1 - entries.count)) }
        if item >= entries[section].count {
            entries[section].append(contentsOf: repeatElement(nil, count: item + 1 - entries[section].count))
        }
        entries[section][item] = Entry(width: width, height: height, size: size)
    }

    /// Forgets every size (the data changed).
    mutating func removeAll() {
        entries.removeAll()
    }
}
#endif
