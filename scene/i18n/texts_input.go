package i18n

// The texts of the text fields, the record box and the sound warning.
func init() {
	for k, p := range map[string]Phrase{
		"input.record bad": {"Cannot open this record: %s", "Diese Partie lässt sich nicht öffnen: %s"},
		"input.empty":      {"the text is empty", "der Text ist leer"},
		"input.newer":      {"it comes from a newer Kaskade; update Kaskade to open it", "sie stammt aus einem neueren Kaskade; aktualisiere Kaskade, um sie zu öffnen"},
		"input.foreign":    {"it is not a game record (one begins with “kaskade-save”)", "das ist keine Partie (eine Partie beginnt mit „kaskade-save“)"},
		"input.damaged":    {"it is damaged or incomplete; copy it whole, from “kaskade-save” to “end”", "sie ist beschädigt oder unvollständig; kopiere sie ganz, von „kaskade-save“ bis „end“"},
		"input.too long":   {"The text is longer than %d KB, the most a record may be: it was not taken.", "Der Text ist länger als %d KB, mehr darf eine Partie nicht sein: er wurde nicht übernommen."},
	} {
		Texts[k] = p
	}
}
