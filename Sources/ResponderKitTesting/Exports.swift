@_exported import ResponderKit
