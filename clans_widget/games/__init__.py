"""One package per game the project hosts; each imports only the standard library and itself."""
