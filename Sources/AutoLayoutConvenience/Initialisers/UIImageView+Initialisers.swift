#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

extension UIImageView {
    /// An image view showing `image` (none by default) scaled by `contentMode`.
    public convenience init(image: UIImage? = nil, contentMode: UIView.ContentMode) {
        self.init(image: image)
        self.contentMode = contentMode
    }
}
