#if !canImport(UIKit)
import Foundation

extension UIView {
    /// Attaches `recognizer`, detaching it from the view it was on.
    func attach(_ recognizer: UIGestureRecognizer) {
        if recognizer.view === self { return }
        recognizer.view?.removeGestureRecognizer(recognizer)
        attachedGestureRecognizers.append(recognizer)
        recognizer.view = self
    }

    /// Detaches `recognizer` if it is attached to this view.
    func detach(_ recognizer: UIGestureRecognizer) {
        guard let index = attachedGestureRecognizers.firstIndex(where: { $0 === recognizer }) else { return }
        attachedGestureRecognizers.remove(at: index)
        recognizer.view = nil
    }

    /// Detaches every recognizer, then attaches `recognizers` in order.
    func replaceGestureRecognizers(with recognizers: [UIGestureRecognizer]) {
        for recognizer in attachedGestureRecognizers { removeGestureRecognizer(recognizer) }
        for recognizer in recognizers { addGestureRecognizer(recognizer) }
    }
}
#endif
