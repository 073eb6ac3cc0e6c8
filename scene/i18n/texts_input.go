package i18n

// The texts of the text fields and the record box (keys "input.").
func init() {
	Add("en", map[string]string{
		"input.record bad":    "Cannot open this record: %s",
		"input.empty":         "the text is empty",
		"input.newer":         "it comes from a newer Kaskade; update Kaskade to open it",
		"input.foreign":       "it is not a game record (one begins with “kaskade-save”)",
		"input.damaged":       "it is damaged or incomplete; copy it whole, from “kaskade-save” to “end”",
		"input.paste help":    "Paste (Ctrl+V) or type a record, or open a file; then OK",
		"input.download help": "Download it as a file to keep or share it",
		"input.copied":        "Copied to the clipboard; or download it as a file",
		"input.open file":     "Open file…",
		"input.download":      "Download",
		"input.downloaded":    "Downloaded as %s",
		"input.too long":      "The text is longer than %d KB, the most a record may be: it was not taken.",
	})
	Add("de", map[string]string{
		"input.record bad":    "Diese Partie lässt sich nicht öffnen: %s",
		"input.empty":         "der Text ist leer",
		"input.newer":         "sie stammt aus einem neueren Kaskade; aktualisiere Kaskade, um sie zu öffnen",
		"input.foreign":       "das ist keine Partie (eine Partie beginnt mit „kaskade-save“)",
		"input.damaged":       "sie ist beschädigt oder unvollständig; kopiere sie ganz, von „kaskade-save“ bis „end“",
		"input.paste help":    "Partie einfügen (Strg+V) oder tippen, oder eine Datei öffnen; dann OK",
		"input.download help": "Lade sie als Datei herunter, um sie aufzuheben oder weiterzugeben",
		"input.copied":        "In die Zwischenablage kopiert; oder als Datei herunterladen",
		"input.open file":     "Datei öffnen…",
		"input.download":      "Herunterladen",
		"input.downloaded":    "Als %s heruntergeladen",
		"input.too long":      "Der Text ist länger als %d KB, mehr darf eine Partie nicht sein: er wurde nicht übernommen.",
	})
}
