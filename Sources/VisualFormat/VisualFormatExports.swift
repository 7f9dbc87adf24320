// The parser, its syntax trees, resolution and `VisualFormatError` come from `VisualFormatCore`;
// `import VisualFormat` brings them along.
@_exported import VisualFormatCore
// The shared core: diagnostics (the helper's own kinds extend `LayoutDiagnostic.Kind`) and,
// through it, UIKit or HeadlessUIKit. The DSL does not come along; import it separately.
@_exported import AutoLayoutCore
