#if !canImport(UIKit)
import Foundation

/// The fitted sizes of items with an estimated dimension, kept between preparations of a
/// layout: an item is measured when its estimated frame first comes on screen and keeps that
/// size while its fixed length stays the same, as UIKit keeps a self-sizing cell's preferred
/// size. Items never on screen keep their estimates.
struct MeasuredItemSizes {
    /// A fitted size and the fixed lengths it was fitted at (nil along an estimated dimension).
    private struct Entry {
        let width: CGFloat?
        let height: CGFloat?
        let size: CGSize
    }

    private var entries = ItemStore<Entry>()

    /// The size fitted for an item at these fixed lengths, if it was measured at them.
    func size(at indexPath: IndexPath, width: CGFloat?, height: CGFloat?) -> CGSize? {
        guard let entry = entries[indexPath], entry.width == width, entry.height == height else { return nil }
        return entry.size
    }

    /// Keeps the size fitted for an item at these fixed lengths.
    mutating func keep(_ size: CGSize, at indexPath: IndexPath, width: CGFloat?, height: CGFloat?) {
        entries[indexPath] = Entry(width: width, height: height, size: size)
    }

    /// Forgets every size (the data changed).
    mutating func removeAll() {
        entries.removeAll()
    }
}
#endif
