// The JSON layout format (`LayoutFormat`: the document values, decoding, validation, the lowering to the layout
// core) comes with this module, which adds the conversions to and from the UIKit-named objects.
@_exported import LayoutFormat
