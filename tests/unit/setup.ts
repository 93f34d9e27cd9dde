// Unit test setup: jsdom extras shared by every front-end test.
export {};
