//go:build !js

package table

import "kaskade/scene/i18n"

// Die deutschen Texte eines Spiels gegen ein Programm im Netz (siehe
// i18n.Add).
func init() { i18n.Add("de", courseDE) }

var courseDE = map[string]string{
	"course entry":           "Gegen ein Programm im Netz spielen",
	"course title":           "Ein Programm im Netz",
	"course note":            "Ein Kaskade-Programm, das das Protokoll des Kurses spricht (z. B. kaskade serve-course).",
	"course address":         "Seine Adresse (Host:Port)",
	"course your name":       "Dein Name, für das Programm",
	"course board":           "Brett",
	"course cols":            "Spalten",
	"course rows":            "Zeilen",
	"course who begins":      "Wer beginnt",
	"course i begin":         "Ich beginne",
	"course it begins":       "Das Programm beginnt",
	"course play":            "Spielen",
	"course bad addr":        "Eine Adresse ist Host:Port, z. B. 127.0.0.1:4711.",
	"course connecting":      "Verbinde mit %s…",
	"course waiting":         "%s denkt nach: sein Zug erscheint hier, sobald er kommt.",
	"course not now":         "Warte auf den Zug des Programms.",
	"course stopped":         "%s Das bisherige Spiel bleibt: Exportieren im Menü sichert es.",
	"course leave note":      "Das Spiel endet hier; Exportieren im Menü sichert es.",
	"course fault lost":      "Die Verbindung zu %s ist abgebrochen.",
	"course fault unreached": "Unter %s antwortet kein Programm: läuft es (kaskade serve-course)?",
	"course fault timeout":   "%s hat nicht rechtzeitig geantwortet.",
	"course fault refused":   "%s lehnt ab: „%s“.",
	"course fault malformed": "%s schickt eine Antwort, die dieses Programm nicht lesen kann: %s",
	"course fault illegal":   "%s spielt einen Zug, den unsere Regeln nicht erlauben: %s",
	"course fault winner":    "%s nennt einen anderen Sieger als unsere Regeln: %s",
	"course fault board":     "%s schickt ein Brett, das von unserem abweicht, zuerst bei %s: dort %s, bei uns %s (c: deine, s: seine, n: niemandes).",
	"course fault other":     "%s: %v",
}
