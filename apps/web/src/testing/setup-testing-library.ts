import { configure } from "@testing-library/react";

// findBy/waitFor wait up to 5 s instead of 1: the frame's machines load through dynamic imports (decision 115), and
// the first import of one in a test file is transformed and evaluated while the server suites share both cores.
configure({ asyncUtilTimeout: 5_000 });
