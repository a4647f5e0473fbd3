// On Apple platforms the module re-exports Security, whose names it must not redeclare;
// the simulation is reached through `SimulatedKeychain`. On Linux it declares Security's
// SecItem surface itself (the files in Security/ and CoreFoundation/).
#if canImport(Darwin)
  @_exported import Security
#endif
