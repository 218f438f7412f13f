// Filled by a later issue; see ARCHITECTURE.md for its place in the dependency graph.
export {};
