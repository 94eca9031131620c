// Public entry of this package; its modules are exported here as they are built.
export {};
