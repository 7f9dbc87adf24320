// Everything built on the shared core (the DSL and the idioms) sees UIKit, or HeadlessUIKit
// where UIKit does not exist, through this one import.
#if canImport(UIKit)
@_exported import UIKit
#else
@_exported import HeadlessUIKit
#endif
