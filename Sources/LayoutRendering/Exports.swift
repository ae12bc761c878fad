// The pixel buffer, fonts and PNG encoder the renderers return and take, for the module's users.
@_exported import ImageCodec
@_exported import Raster
