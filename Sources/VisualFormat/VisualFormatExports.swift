// The parser, its syntax trees, resolution and `VisualFormatError` come from `VisualFormatCore`;
// `import VisualFormat` brings them along.
@_exported import VisualFormatCore
