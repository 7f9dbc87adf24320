#if canImport(UIKit)
@_exported import UIKit
#else
@_exported import HeadlessUIKit
#endif
