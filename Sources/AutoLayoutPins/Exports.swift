#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

// Users of the Pin idiom write one import: the shared core (diagnostics, common ancestors, and
// through it UIKit or HeadlessUIKit) comes with it. The DSL does not; import it separately.
@_exported import AutoLayoutCore
