// The pixel buffer, fonts and PNG encoder the renderers return and take, for the module's users.
@_exported import ImageCodec
@_exported import Raster
// The drawing list and its back ends, which view and layout pictures are made of.
@_exported import Graphics
