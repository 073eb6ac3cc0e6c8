package platform

// canQuit: in the browser the page owns the tab, so the menu offers no Quit.
const CanQuit = false
