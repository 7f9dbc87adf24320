#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import AutoLayoutConvenience

// Users of the Pin idiom write one import: the DSL (and through it UIKit or HeadlessUIKit)
// comes with it.
@_exported import AutoLayoutConvenience
