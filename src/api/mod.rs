//! poem-openapi: the wire format of DECISIONS.md §2 and nothing more. (owner: server-core helper)
