package scene

// boardScene is the game screen's old name, kept so that code written
// against it (the settings store's tests) still reads: the game screen is
// the table now, Kaskade's board its view.
type boardScene = table
