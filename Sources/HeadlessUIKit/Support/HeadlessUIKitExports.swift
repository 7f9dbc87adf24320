#if !canImport(UIKit)
// UIKit re-exports Foundation (CGFloat, CGRect, NSCoder …); so does HeadlessUIKit, so that
// `import HeadlessUIKit` alone compiles what `import UIKit` alone compiles.
@_exported import Foundation
import LayoutSolver
#endif
