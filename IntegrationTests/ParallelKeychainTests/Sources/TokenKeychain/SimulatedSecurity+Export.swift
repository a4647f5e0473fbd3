#if !canImport(Darwin)
  @_exported import SimulatedSecurity
#endif
