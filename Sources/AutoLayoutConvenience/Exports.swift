#if canImport(UIKit)
@_exported import UIKit
#else
@_exported import HeadlessUIKit
#endif
// The shared core: diagnostics, attribute names and the other pieces the idioms use too.
@_exported import AutoLayoutCore
