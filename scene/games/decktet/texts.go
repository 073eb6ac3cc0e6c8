package decktet

import (
	"kaskade/scene/i18n"
)

// trn is the text of key for the count n, with n filled in: key+" one"
// when n is 1 (English and German both have one form for one and another
// for every other count), else key.
func trn(key string, n int) string {
	if n == 1 {
		if _, ok := i18n.Texts[key+" one"]; ok {
			return i18n.Trf(key+" one", n)
		}
	}
	return i18n.Trf(key, n)
}

// Cascades' texts (the Decktet solitaire), added to the shared table at
// start-up as Die Formation's are, so that i18n.go stays its owner's.
func init() {
	for k, p := range decktetTexts {
		i18n.Texts[k] = p
	}
}

var decktetTexts = map[string]i18n.Phrase{
	"dk player":  {En: "Player", De: "Spieler"},
	"dk tagline": {En: "a Decktet solitaire: play the deck onto three tiers", De: "ein Decktet-Solitaire: spiele das Deck auf drei Stufen aus"},

	// Options panel and its description
	"dk deck":          {En: "Deck", De: "Deck"},
	"dk standard":      {En: "Standard (36)", De: "Standard (36)"},
	"dk extended":      {En: "+ Pawns & Courts", De: "+ Bauern & Höfe"},
	"dk passes":        {En: "Passes", De: "Durchgänge"},
	"dk three":         {En: "Three", De: "Drei"},
	"dk unlimited":     {En: "Unlimited", De: "Unbegrenzt"},
	"dk variant":       {En: "Variant", De: "Variante"},
	"dk classic":       {En: "Classic", De: "Klassisch"},
	"dk ace":           {En: "Ace variant", De: "Ass-Variante"},
	"dk deal":          {En: "Deal", De: "Geben"},
	"dk new deal":      {En: "New deal", De: "Neu mischen"},
	"dk ace note":      {En: "Aces open the tiers; no reserves; unlimited passes", De: "Asse eröffnen die Stufen; keine Reserve; unbegrenzte Durchgänge"},
	"dk desc deal":     {En: "deal %s", De: "Spiel %s"},
	"dk desc extended": {En: "Pawns & Courts", De: "Bauern & Höfe"},
	"dk desc unlim":    {En: "unlimited passes", De: "unbegrenzte Durchgänge"},
	"dk desc ace":      {En: "Ace variant", De: "Ass-Variante"},

	// The table
	"dk pass of":        {En: "Pass %d of 3", De: "Durchgang %d von 3"},
	"dk pass final":     {En: "Last pass over: reserves only", De: "Letzter Durchgang vorbei: nur noch Reserve"},
	"dk pass n":         {En: "Pass %d", De: "Durchgang %d"},
	"dk passes left":    {En: "%d more passes", De: "noch %d weitere Durchgänge"},
	"dk pass left":      {En: "1 more pass", De: "noch 1 weiterer Durchgang"},
	"dk no pass left":   {En: "last pass", De: "letzter Durchgang"},
	"dk unlimited on":   {En: "unlimited passes", De: "unbegrenzte Durchgänge"},
	"dk cards left":     {En: "%d cards left", De: "noch %d Karten"},
	"dk cards left one": {En: "%d card left", De: "noch %d Karte"},
	"dk stock":          {En: "Stock %d", De: "Stapel %d"},
	"dk recycle":        {En: "Next pass", De: "Nächster Durchgang"},
	"dk recycle last":   {En: "Open the last pile", De: "Letzten Stapel öffnen"},
	"dk no pass":        {En: "No pass left", De: "Kein Durchgang mehr"},
	"dk tier top":       {En: "top", De: "obere"},
	"dk tier middle":    {En: "middle", De: "mittlere"},
	"dk tier bottom":    {En: "bottom", De: "untere"},
	"dk next tier":      {En: "next tier for each rank", De: "nächste Stufe je Rang"},
	"dk winnable?":      {En: "Winnable?", De: "Gewinnbar?"},
	"dk solving":        {En: "Searching…", De: "Suche…"},
	"dk verdict won":    {En: "Winnable!", De: "Gewinnbar!"},
	"dk verdict lost":   {En: "Can't be won", De: "Nicht zu gewinnen"},
	"dk verdict unk":    {En: "Unknown (too deep)", De: "Unbekannt (zu tief)"},
	"dk banner won":     {En: "All cards placed!", De: "Alle Karten ausgelegt!"},
	"dk banner lost":    {En: "No moves left", De: "Keine Züge mehr"},
	"dk you won":        {En: "You won!", De: "Gewonnen!"},
	"dk no moves":       {En: "No moves left", De: "Keine Züge mehr"},
	"dk over note":      {En: "%d of %d cards placed  ·  %s", De: "%d von %d Karten ausgelegt  ·  %s"},
	"dk n passes":       {En: "%d passes", De: "%d Durchgänge"},
	"dk n passes one":   {En: "%d pass", De: "%d Durchgang"},

	// Footer
	"dk help":                  {En: "Click the waste or an open reserve card, or drag it to its tier  ·  Space: turn  ·  W, 1 2 3: play  ·  H: hint", De: "Ablage oder offene Reservekarte anklicken oder auf ihre Stufe ziehen  ·  Leertaste: umdrehen  ·  W, 1 2 3: spielen  ·  H: Tipp"},
	"dk help short":            {En: "Tap a card to play it  ·  tap the stock to turn", De: "Karte antippen zum Ausspielen  ·  Stapel antippen zum Umdrehen"},
	"dk help open":             {En: "Play the top card to start the top tier (click it, or W)", De: "Spiele die oberste Karte als Beginn der oberen Stufe (anklicken oder W)"},
	"dk help empty":            {En: "The stock is empty: click it (or Space) for the next pass", De: "Der Stapel ist leer: anklicken (oder Leertaste) für den nächsten Durchgang"},
	"dk help empty last":       {En: "The stock is empty: click it (or Space) to end the last pass and open the last reserve pile", De: "Der Stapel ist leer: anklicken (oder Leertaste) beendet den letzten Durchgang und öffnet den letzten Reservestapel"},
	"dk help empty short":      {En: "Tap the stock for the next pass", De: "Stapel antippen für den nächsten Durchgang"},
	"dk help empty last short": {En: "Tap the stock to open the last pile", De: "Stapel antippen öffnet den letzten Stapel"},
	"dk moving":                {En: "%s to the %s tier", De: "%s auf die %s Stufe"},
	"dk turning":               {En: "Turning three…", De: "Drei umdrehen…"},
	"dk recycling":             {En: "Next pass…", De: "Nächster Durchgang…"},
	"dk hint card":             {En: "Hint: play %s to the %s tier", De: "Tipp: %s auf die %s Stufe"},
	"dk hint turn":             {En: "Hint: turn three from the stock", De: "Tipp: drei vom Stapel umdrehen"},
	"dk hint recyc":            {En: "Hint: start the next pass", De: "Tipp: nächsten Durchgang beginnen"},
	"dk hint lost":             {En: "(no winning line is left)", De: "(kein Gewinnweg mehr)"},
	"dk thinking":              {En: "Looking for a hint…", De: "Suche einen Tipp…"},

	// Refusals
	"dk wrong tier":  {En: "%s goes to the %s tier, not the %s tier", De: "%s gehört auf die %s Stufe, nicht auf die %s"},
	"dk no suit":     {En: "%s shares no suit with %s at the end of the %s tier", De: "%s hat keine Farbe mit %s am Ende der %s Stufe gemeinsam"},
	"dk no suit ace": {En: "%s shares no suit with the Aces of the %s tier", De: "%s hat keine Farbe mit den Assen der %s Stufe gemeinsam"},
	"dk closed":      {En: "Reserve pile %d opens after pass %d", De: "Reservestapel %d öffnet nach Durchgang %d"},
	"dk empty pile":  {En: "Reserve pile %d is empty", De: "Reservestapel %d ist leer"},
	"dk start":       {En: "First play the waste's top card to the top tier", De: "Zuerst die oberste Ablagekarte auf die obere Stufe spielen"},
	"dk no waste":    {En: "The waste is empty: turn the stock", De: "Die Ablage ist leer: drehe den Stapel um"},

	"dk refuse stock empty":     {En: "The stock is empty: click it for the next pass", De: "Der Stapel ist leer: anklicken für den nächsten Durchgang"},
	"dk refuse stock left":      {En: "The stock is not empty yet: the pass goes on", De: "Der Stapel ist noch nicht leer: der Durchgang geht weiter"},
	"dk refuse no pass":         {En: "No pass is left", De: "Es ist kein Durchgang mehr übrig"},
	"dk refuse nothing to turn": {En: "The waste is empty: nothing to turn over", De: "Die Ablage ist leer: nichts umzudrehen"},
	"dk refuse idle pass":       {En: "No card was placed in this pass, so no new pass starts", De: "In diesem Durchgang wurde keine Karte ausgelegt, also beginnt kein neuer"},
	"dk refuse no reserve":      {En: "The Ace variant has no reserve piles", De: "Die Ass-Variante hat keine Reservestapel"},
}
