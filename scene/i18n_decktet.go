package scene

// Cascades' texts (the Decktet solitaire), added to the shared table at
// start-up as Die Formation's are, so that i18n.go stays its owner's.
func init() {
	for k, p := range decktetTexts {
		texts[k] = p
	}
}

var decktetTexts = map[string]phrase{
	"dk player":  {"Player", "Spieler"},
	"dk tagline": {"a Decktet solitaire: play the deck onto three tiers", "ein Decktet-Solitaire: spiele das Deck auf drei Stufen aus"},

	// Options panel and its description
	"dk deck":          {"Deck", "Deck"},
	"dk standard":      {"Standard (36)", "Standard (36)"},
	"dk extended":      {"+ Pawns & Courts", "+ Bauern & Höfe"},
	"dk passes":        {"Passes", "Durchgänge"},
	"dk three":         {"Three", "Drei"},
	"dk unlimited":     {"Unlimited", "Unbegrenzt"},
	"dk variant":       {"Variant", "Variante"},
	"dk classic":       {"Classic", "Klassisch"},
	"dk ace":           {"Ace variant", "Ass-Variante"},
	"dk deal":          {"Deal", "Geben"},
	"dk new deal":      {"New deal", "Neu mischen"},
	"dk ace note":      {"Aces open the tiers; no reserves; unlimited passes", "Asse eröffnen die Stufen; keine Reserve; unbegrenzte Durchgänge"},
	"dk desc deal":     {"deal %s", "Spiel %s"},
	"dk desc extended": {"Pawns & Courts", "Bauern & Höfe"},
	"dk desc unlim":    {"unlimited passes", "unbegrenzte Durchgänge"},
	"dk desc ace":      {"Ace variant", "Ass-Variante"},

	// The table
	"dk pass of":      {"Pass %d of 3", "Durchgang %d von 3"},
	"dk pass final":   {"Last pass over: reserves only", "Letzter Durchgang vorbei: nur noch Reserve"},
	"dk pass n":       {"Pass %d", "Durchgang %d"},
	"dk passes left":  {"%d more passes", "noch %d weitere Durchgänge"},
	"dk pass left":    {"1 more pass", "noch 1 weiterer Durchgang"},
	"dk no pass left": {"last pass", "letzter Durchgang"},
	"dk unlimited on": {"unlimited passes", "unbegrenzte Durchgänge"},
	"dk cards left":   {"%d cards left", "noch %d Karten"},
	"dk stock":        {"Stock %d", "Stapel %d"},
	"dk recycle":      {"Next pass", "Nächster Durchgang"},
	"dk tier top":     {"top", "obere"},
	"dk tier middle":  {"middle", "mittlere"},
	"dk tier bottom":  {"bottom", "untere"},
	"dk next tier":    {"next tier for each rank", "nächste Stufe je Rang"},
	"dk winnable?":    {"Winnable?", "Gewinnbar?"},
	"dk solving":      {"Searching…", "Suche…"},
	"dk verdict won":  {"Winnable!", "Gewinnbar!"},
	"dk verdict lost": {"Can't be won", "Nicht zu gewinnen"},
	"dk verdict unk":  {"Unknown (too deep)", "Unbekannt (zu tief)"},
	"dk banner won":   {"All cards placed!", "Alle Karten ausgelegt!"},
	"dk banner lost":  {"No moves left", "Keine Züge mehr"},
	"dk you won":      {"You won!", "Gewonnen!"},
	"dk no moves":     {"No moves left", "Keine Züge mehr"},
	"dk over note":    {"%d of %d cards placed  ·  %d passes", "%d von %d Karten ausgelegt  ·  %d Durchgänge"},

	// Footer
	"dk help":       {"Click the waste or an open reserve card, or drag it to its tier  ·  Space: turn  ·  W, 1 2 3: play  ·  H: hint", "Ablage oder offene Reservekarte anklicken oder auf ihre Stufe ziehen  ·  Leertaste: umdrehen  ·  W, 1 2 3: spielen  ·  H: Tipp"},
	"dk help short": {"Tap a card to play it  ·  tap the stock to turn", "Karte antippen zum Ausspielen  ·  Stapel antippen zum Umdrehen"},
	"dk help open":  {"Play the top card to start the top tier (click it, or W)", "Spiele die oberste Karte als Beginn der oberen Stufe (anklicken oder W)"},
	"dk help empty": {"The stock is empty: click it (or Space) for the next pass", "Der Stapel ist leer: anklicken (oder Leertaste) für den nächsten Durchgang"},
	"dk moving":     {"%s to the %s tier", "%s auf die %s Stufe"},
	"dk turning":    {"Turning three…", "Drei umdrehen…"},
	"dk recycling":  {"Next pass…", "Nächster Durchgang…"},
	"dk hint card":  {"Hint: play %s to the %s tier", "Tipp: %s auf die %s Stufe"},
	"dk hint turn":  {"Hint: turn three from the stock", "Tipp: drei vom Stapel umdrehen"},
	"dk hint recyc": {"Hint: start the next pass", "Tipp: nächsten Durchgang beginnen"},
	"dk hint lost":  {"(no winning line is left)", "(kein Gewinnweg mehr)"},
	"dk thinking":   {"Looking for a hint…", "Suche einen Tipp…"},

	// Refusals
	"dk wrong tier":  {"%s goes to the %s tier, not the %s tier", "%s gehört auf die %s Stufe, nicht auf die %s"},
	"dk no suit":     {"%s shares no suit with %s at the end of the %s tier", "%s hat keine Farbe mit %s am Ende der %s Stufe gemeinsam"},
	"dk no suit ace": {"%s shares no suit with the Aces of the %s tier", "%s hat keine Farbe mit den Assen der %s Stufe gemeinsam"},
	"dk closed":      {"Reserve pile %d opens after pass %d", "Reservestapel %d öffnet nach Durchgang %d"},
	"dk empty pile":  {"Reserve pile %d is empty", "Reservestapel %d ist leer"},
	"dk start":       {"First play the waste's top card to the top tier", "Zuerst die oberste Ablagekarte auf die obere Stufe spielen"},
	"dk no waste":    {"The waste is empty: turn the stock", "Die Ablage ist leer: drehe den Stapel um"},
}
