//! `oshec serve`: open, seed, listen, shut down gracefully. (owner: server-ops helper)
