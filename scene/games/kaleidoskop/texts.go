package kaleidoskop

import "kaskade/scene/i18n"

// Kaleidoskop's texts, added to the shared table at start-up (as Die
// Formation's are), every key prefixed "kaleidoskop.".
func init() {
	for k, p := range texts {
		i18n.Texts[k] = p
	}
}

var texts = map[string]i18n.Phrase{
	// Colours: the crystals' and the seats' (seat 0 red, seat 1 yellow…)
	"kaleidoskop.red":     {En: "Red", De: "Rot"},
	"kaleidoskop.yellow":  {En: "Yellow", De: "Gelb"},
	"kaleidoskop.green":   {En: "Green", De: "Grün"},
	"kaleidoskop.blue":    {En: "Blue", De: "Blau"},
	"kaleidoskop.pink":    {En: "Pink", De: "Rosa"},
	"kaleidoskop.purple":  {En: "Purple", De: "Lila"},
	"kaleidoskop.neutral": {En: "neutral", De: "neutral"},

	"kaleidoskop.tagline": {En: "3 to 6 players: place crystals, colour the hexes by majority, fulfil secret missions", De: "3 bis 6 Spieler: Kristalle setzen, Felder per Mehrheit färben, geheime Aufträge erfüllen"},
	"kaleidoskop.rules": {
		En: "Crystals lie on the corners of a board of hexagons; each hex takes the colour that has the most crystals round it. Colours tied on top cancel out; with none left the hex is neutral.\n" +
			"Your turn: your tools of the last turn come off. Place a crystal of any colour from the supply into an empty hollow, or exchange one (1 scoring crystal while a hollow is empty; free once all are full; never a crystal on another player's holder).\n" +
			"Tools, each once a turn: the first is free, the second costs 2, the third 3. Holder (from your first mission): nobody may exchange this turn's crystal until your next turn. Mirror (buy for 3): a crystal counts double for one of its hexes. Frosted glass (buy for 3): a crystal does not count for one of its hexes.\n" +
			"Missions: complete the cards in your hand whose pattern (either of two) is on the board now, under any rotation or reflection. Letters are variables: same letter, same colour; different letters, different colours. N is neutral. Take the reward and draw from the blue or the orange deck. Once a game you may buy a fourth hand card for 2.\n" +
			"You qualify with all three tools, an orange mission and the target's scoring crystals (10, 15 or 20). Then the round is played to the start player and one last round follows. Among the qualified, the most crystals win, then the most orange missions.",
		De: "Kristalle liegen auf den Ecken eines Sechseckplans; jedes Feld nimmt die Farbe an, die die meisten Kristalle um es hat. Gleichstände an der Spitze heben sich auf; bleibt keine Farbe, ist das Feld neutral.\n" +
			"Dein Zug: deine Werkzeuge des letzten Zuges kommen vom Plan. Setze einen Kristall beliebiger Farbe aus dem Vorrat in eine leere Mulde oder tausche einen aus (1 Punktkristall, solange eine Mulde leer ist; danach frei; nie einen Kristall auf der Halterung eines anderen).\n" +
			"Werkzeuge, jedes einmal pro Zug: das erste ist frei, das zweite kostet 2, das dritte 3. Halterung (mit dem ersten Auftrag): niemand darf den Kristall dieses Zuges bis zu deinem nächsten Zug tauschen. Spiegel (kaufen für 3): ein Kristall zählt für eines seiner Felder doppelt. Milchglas (kaufen für 3): ein Kristall zählt für eines seiner Felder nicht.\n" +
			"Aufträge: erfülle Karten deiner Hand, deren Muster (eines von zweien) jetzt auf dem Plan liegt, gedreht oder gespiegelt. Buchstaben sind Variablen: gleicher Buchstabe, gleiche Farbe; verschiedene Buchstaben, verschiedene Farben. N ist neutral. Nimm die Belohnung und ziehe vom blauen oder orangen Stapel. Einmal im Spiel darfst du für 2 eine vierte Handkarte kaufen.\n" +
			"Du qualifizierst dich mit allen drei Werkzeugen, einem orangen Auftrag und den Punktkristallen des Ziels (10, 15 oder 20). Dann wird die Runde bis zum Startspieler gespielt, und eine letzte Runde folgt. Unter den Qualifizierten gewinnen die meisten Kristalle, dann die meisten orangen Aufträge.",
	},

	// Tools, decks, buttons
	"kaleidoskop.holder":         {En: "Holder", De: "Halterung"},
	"kaleidoskop.mirror":         {En: "Mirror", De: "Spiegel"},
	"kaleidoskop.glass":          {En: "Glass", De: "Milchglas"},
	"kaleidoskop.buy tool":       {En: "Buy\n%s · %d", De: "Kaufen\n%s · %d"},
	"kaleidoskop.buy card":       {En: "4th card\nBuy · %d", De: "4. Karte\nKaufen · %d"},
	"kaleidoskop.end turn":       {En: "End turn", De: "Zug beenden"},
	"kaleidoskop.free":           {En: "free", De: "frei"},
	"kaleidoskop.used":           {En: "used", De: "benutzt"},
	"kaleidoskop.round":          {En: "Round %d · %d crystals to qualify", De: "Runde %d · %d Kristalle zum Qualifizieren"},
	"kaleidoskop.n crystals":     {En: "%d crystals", De: "%d Kristalle"},
	"kaleidoskop.draw blue":      {En: "Draw blue · %d left", De: "Blau ziehen · noch %d"},
	"kaleidoskop.draw orange":    {En: "Draw orange · %d left", De: "Orange ziehen · noch %d"},
	"kaleidoskop.blue deck":      {En: "blue", De: "blaue"},
	"kaleidoskop.orange deck":    {En: "orange", De: "orange"},
	"kaleidoskop.show cards":     {En: "Show my cards", De: "Meine Karten zeigen"},
	"kaleidoskop.hand of":        {En: "%s's cards · %d blue, %d orange", De: "Karten von %s · %d blau, %d orange"},
	"kaleidoskop.on board":       {En: "on board", De: "liegt aus"},
	"kaleidoskop.exchange":       {En: "Exchange", De: "Tauschen"},
	"kaleidoskop.next tool":      {En: "Next tool", De: "Nächstes Werkzeug"},
	"kaleidoskop.tools over":     {En: "Tools are over", De: "Werkzeuge vorbei"},
	"kaleidoskop.exchange costs": {En: "costs %d crystal", De: "kostet %d Kristall"},
	"kaleidoskop.exchange free":  {En: "free", De: "frei"},

	// Footer
	"kaleidoskop.st curtain":   {En: "%s to move: pass the device to %[1]s, then tap “Show my cards”", De: "%s ist am Zug: gib das Gerät an %[1]s, dann „Meine Karten zeigen“"},
	"kaleidoskop.st place":     {En: "%s: choose a colour (1–6), then a hollow  ·  exchange %s", De: "%s: Farbe wählen (1–6), dann eine Mulde  ·  Tauschen %s"},
	"kaleidoskop.st hollow":    {En: "%s crystal: click an empty hollow, or a crystal to exchange (%s)", De: "%s: leere Mulde anklicken, oder einen Kristall zum Tauschen (%s)"},
	"kaleidoskop.st aim":       {En: "%s: click the crystal to aim it at", De: "%s: den Kristall anklicken, auf den es zielt"},
	"kaleidoskop.st aim hex":   {En: "%s: click one of the crystal's hexes", De: "%s: eines der Felder des Kristalls anklicken"},
	"kaleidoskop.st tools":     {En: "Use tools, complete a mission (tap it to see it on the board), or end the turn", De: "Werkzeuge nutzen, einen Auftrag erfüllen (antippen zeigt ihn auf dem Plan) oder den Zug beenden"},
	"kaleidoskop.st missions":  {En: "Complete more missions, or end the turn", De: "Weitere Aufträge erfüllen oder den Zug beenden"},
	"kaleidoskop.st draw":      {En: "Choose the deck to draw from", De: "Wähle den Stapel, von dem du ziehst"},
	"kaleidoskop.st lit":       {En: "%s mission %d is on the board (lit)  ·  tap it again to complete it for %d", De: "%s Auftrag %d liegt aus (markiert)  ·  nochmal antippen erfüllt ihn für %d"},
	"kaleidoskop.st not lit":   {En: "%s mission %d is not on the board now", De: "%s Auftrag %d liegt gerade nicht aus"},
	"kaleidoskop.st undo":      {En: "Taking back", De: "Rücknahme"},
	"kaleidoskop.st dealing":   {En: "Dealing", De: "Es wird gegeben"},
	"kaleidoskop.st shown":     {En: "%s: %s  ·  click to finish", De: "%s: %s  ·  Klick beendet"},
	"kaleidoskop.did place":    {En: "places a crystal", De: "setzt einen Kristall"},
	"kaleidoskop.did exchange": {En: "exchanges a crystal", De: "tauscht einen Kristall"},
	"kaleidoskop.did holder":   {En: "puts the holder under the crystal", De: "stellt die Halterung unter den Kristall"},
	"kaleidoskop.did mirror":   {En: "aims the mirror", De: "richtet den Spiegel aus"},
	"kaleidoskop.did glass":    {En: "aims the frosted glass", De: "richtet das Milchglas aus"},
	"kaleidoskop.did buy":      {En: "buys", De: "kauft"},
	"kaleidoskop.did complete": {En: "completes a mission", De: "erfüllt einen Auftrag"},
	"kaleidoskop.did draw":     {En: "draws a card", De: "zieht eine Karte"},
	"kaleidoskop.did end":      {En: "ends the turn", De: "beendet den Zug"},

	// The end
	"kaleidoskop.nobody":        {En: "Nobody qualified", De: "Niemand hat sich qualifiziert"},
	"kaleidoskop.won":           {En: "%s won with %d scoring crystals", De: "%s gewinnt mit %d Punktkristallen"},
	"kaleidoskop.rank":          {En: "%d. %s · %d crystals · %d orange", De: "%d. %s · %d Kristalle · %d orange"},
	"kaleidoskop.not qualified": {En: "not qualified", De: "nicht qualifiziert"},
	"kaleidoskop.stage finish":  {En: "%s qualified: the round is played up to %s", De: "%s ist qualifiziert: die Runde geht bis %s"},
	"kaleidoskop.stage cards":   {En: "No cards left: the round is played up to %s", De: "Keine Karten mehr: die Runde geht bis %s"},
	"kaleidoskop.stage last":    {En: "Last round", De: "Letzte Runde"},

	// Refusals, by the engine's code
	"kaleidoskop.refuse draw-first":    {En: "First choose the deck to draw from", De: "Wähle zuerst den Stapel zum Ziehen"},
	"kaleidoskop.refuse place-first":   {En: "First place or exchange a crystal", De: "Setze oder tausche zuerst einen Kristall"},
	"kaleidoskop.refuse tools-over":    {En: "Tools come before missions: this turn's missions have begun", De: "Werkzeuge kommen vor Aufträgen: die Aufträge dieses Zuges haben begonnen"},
	"kaleidoskop.refuse placed":        {En: "You have placed a crystal in this turn already", De: "Du hast in diesem Zug schon einen Kristall gesetzt"},
	"kaleidoskop.refuse supply-empty":  {En: "No %s crystal is left in the supply", De: "Kein Kristall in %s mehr im Vorrat"},
	"kaleidoskop.refuse same-colour":   {En: "The hollow holds a %s crystal already", De: "In der Mulde liegt schon ein Kristall in %s"},
	"kaleidoskop.refuse held":          {En: "That crystal stands on %s's holder", De: "Dieser Kristall steht auf der Halterung von %s"},
	"kaleidoskop.refuse cannot-afford": {En: "That costs %d scoring crystals; you have %d", De: "Das kostet %d Punktkristalle; du hast %d"},
	"kaleidoskop.refuse no-tool":       {En: "You do not own the %s", De: "Du besitzt nicht: %s"},
	"kaleidoskop.refuse tool-used":     {En: "The %s has been used in this turn already", De: "%s wurde in diesem Zug schon benutzt"},
	"kaleidoskop.refuse aim":           {En: "Aim at a crystal and one of its hexes", De: "Ziele auf einen Kristall und eines seiner Felder"},
	"kaleidoskop.refuse no-crystal":    {En: "That hollow is empty: aim at a crystal", De: "Die Mulde ist leer: ziele auf einen Kristall"},
	"kaleidoskop.refuse spot-taken":    {En: "Another tool is aimed at this crystal and hex", De: "Auf diesen Kristall und dieses Feld zielt schon ein Werkzeug"},
	"kaleidoskop.refuse fourth-bought": {En: "The fourth hand card can be bought once", De: "Die vierte Handkarte gibt es nur einmal"},
	"kaleidoskop.refuse decks-empty":   {En: "Both decks are empty", De: "Beide Stapel sind leer"},
	"kaleidoskop.refuse not-for-sale":  {En: "Only the mirror and the glass can be bought", De: "Nur Spiegel und Milchglas sind käuflich"},
	"kaleidoskop.refuse owned":         {En: "You own the %s already", De: "Du besitzt schon: %s"},
	"kaleidoskop.refuse not-in-hand":   {En: "That card is not in your hand", De: "Diese Karte ist nicht in deiner Hand"},
	"kaleidoskop.refuse no-pattern":    {En: "Mission %s is not on the board", De: "Auftrag %s liegt nicht aus"},
	"kaleidoskop.refuse no-draw":       {En: "No card is to be drawn now", De: "Jetzt wird keine Karte gezogen"},
	"kaleidoskop.refuse deck-empty":    {En: "The %s deck is empty", De: "Der %s Stapel ist leer"},
	"kaleidoskop.refuse hollow-full":   {En: "The hollow holds a crystal: exchange it", De: "In der Mulde liegt ein Kristall: tausche ihn"},
	"kaleidoskop.refuse hollow-empty":  {En: "The hollow is empty: place a crystal", De: "Die Mulde ist leer: setze einen Kristall"},
	"kaleidoskop.refuse game.over":     {En: "The game is over", De: "Das Spiel ist vorbei"},
	"kaleidoskop.refuse game.no-move":  {En: "That is not a move here", De: "Das ist hier kein Zug"},
	"kaleidoskop.refuse game.chance":   {En: "A card is being dealt", De: "Es wird gerade gegeben"},
	"kaleidoskop.refuse game.not-turn": {En: "It is not your turn", De: "Du bist nicht am Zug"},

	// Menu
	"kaleidoskop.players":  {En: "Players", De: "Spieler"},
	"kaleidoskop.length":   {En: "Length", De: "Länge"},
	"kaleidoskop.deal":     {En: "Deal", De: "Spiel Nr."},
	"kaleidoskop.new deal": {En: "New deal", De: "Neu mischen"},
	"kaleidoskop.short":    {En: "Short · 10", De: "Kurz · 10"},
	"kaleidoskop.normal":   {En: "Normal · 15", De: "Normal · 15"},
	"kaleidoskop.long":     {En: "Long · 20", De: "Lang · 20"},
	"kaleidoskop.desc":     {En: "%d players · %s · deal %d", De: "%d Spieler · %s · Spiel %d"},
}
