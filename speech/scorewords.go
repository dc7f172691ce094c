package speech

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/anna-chess/anna/rules"
)

// The words of the braille scoresheet (package braille): its header, how
// the game ended and the notes anna writes, in the game's language. They
// are printed in braille and never said.
const (
	msgScoreWhite        msg = "score-white"
	msgScoreBlack        msg = "score-black"
	msgScoreSite         msg = "score-site"
	msgScoreDate         msg = "score-date"
	msgScoreRound        msg = "score-round"
	msgScoreResult       msg = "score-result"
	msgScoreFinal        msg = "score-final"
	msgScorePosition     msg = "score-position"
	msgScoreStart        msg = "score-start"
	msgScoreStart960     msg = "score-start-960"
	msgScoreThreefold    msg = "score-threefold"
	msgScoreFifty        msg = "score-fifty"
	msgScoreFlagNoMate   msg = "score-flag-no-mate"
	msgScoreSealed       msg = "score-sealed-invalid"
	msgScoreClaimWith    msg = "score-claim-with"
	msgScoreDiffered     msg = "score-differed"
	msgScoreBoardFixed   msg = "score-board-fixed"
	msgScoreThreefoldLaw msg = "score-threefold-law"
	msgScoreFiftyLaw     msg = "score-fifty-law"
	msgNoLouis           msg = "no-louis"
)

var _ = printedOnly.add(msgScoreWhite, msgScoreBlack, msgScoreSite, msgScoreDate, msgScoreRound, msgScoreResult,
	msgScoreFinal, msgScorePosition, msgScoreStart, msgScoreStart960, msgScoreThreefold, msgScoreFifty, msgScoreFlagNoMate, msgScoreSealed,
	msgScoreClaimWith, msgScoreDiffered, msgScoreBoardFixed, msgScoreThreefoldLaw, msgScoreFiftyLaw, msgNoLouis)

// ScoreWords are the phrasebook's words for a braille scoresheet; they
// meet package braille's Words.
type ScoreWords struct{ b Phrasebook }

// ScoreWords returns the words of a braille scoresheet in the book's
// language.
func (b Phrasebook) ScoreWords() ScoreWords { return ScoreWords{b} }

// NoLouis says, in one line, that the braille scoresheet has the moves
// only: liblouis, which writes its words, is not installed.
func (b Phrasebook) NoLouis() Phrase { return b.printed(msgNoLouis) }

var scoreTags = map[string]msg{
	"White": msgScoreWhite, "Black": msgScoreBlack, "Site": msgScoreSite,
	"Date": msgScoreDate, "Round": msgScoreRound, "Result": msgScoreResult,
}

// Tag is a header line: "White: Paul Morphy".
func (w ScoreWords) Tag(name, value string) string {
	m, ok := scoreTags[name]
	if !ok {
		return name + ": " + value
	}
	return w.b.printed(m, verbatim(value)).Text()
}

// Color names a side as the notes of a scoresheet do.
func (w ScoreWords) Color(c rules.Color) string { return w.b.Color(c).Text() }

// DrawOffer notes a draw offer made with a move.
func (w ScoreWords) DrawOffer(c rules.Color) string { return w.b.offers(c).Text() }

// Ending says how the game ended and its result.
func (w ScoreWords) Ending(o rules.Outcome) string {
	b := w.b
	res := b.sayResult(o.Result)
	switch o.Reason {
	case rules.Checkmate, rules.Resignation, rules.Stalemate, rules.DeadPosition, rules.Agreement,
		rules.FivefoldRepetition, rules.SeventyFiveMoves:
		return b.Outcome(o).Text()
	case rules.FlagFall:
		return b.flagFell(o.Winner().Other(), o).Text()
	case rules.BothFlags:
		return b.bothFlags(true).Text()
	case rules.ThreefoldClaim:
		return b.printed(msgScoreThreefold, res).Text()
	case rules.FiftyMoveClaim:
		return b.printed(msgScoreFifty, res).Text()
	case rules.FlagFallNoMate:
		return b.printed(msgScoreFlagNoMate, res).Text()
	case rules.SealedMoveInvalid:
		return b.printed(msgScoreSealed, res).Text()
	}
	return b.printed(msgScoreResult, res).Text()
}

// Position heads the diagram of the position a scoresheet ends in.
func (w ScoreWords) Position(o rules.Outcome, moveNumber int, turn rules.Color) string {
	if o.Over() {
		return w.b.printed(msgScoreFinal).Text()
	}
	return w.b.printed(msgScorePosition, w.b.Prompt(moveNumber, turn)).Text()
}

// Start heads the diagram of the position a game starts in, when it is
// not the usual one: a Chess960 start position by its number (n, or -1),
// else the move and the side to move.
func (w ScoreWords) Start(n, moveNumber int, turn rules.Color) string {
	if n >= 0 {
		return w.b.printed(msgScoreStart960, w.b.num(rules.Chess960Count), w.b.num(n)).Text()
	}
	return w.b.printed(msgScoreStart, w.b.Prompt(moveNumber, turn)).Text()
}

// The notes anna writes on a scoresheet (rules and session write them in
// English, for the PGN); TestScoreNotes keeps these in step with them.
var (
	noteClaimWith = regexp.MustCompile(`^(White|Black) claims a draw by (threefold repetition \(9\.2\.1\.1\)|the fifty-move rule \(9\.3\.1\)) with (\d+\.(?:\.\.)? \S+), written and not played$`)
	noteDiffered  = regexp.MustCompile(`^D\.2\.9: the scoresheets differed at move (\d+) \(White (\S+), Black (\S+)\); the moves were retraced to the last agreeing one$`)
	noteBoard     = regexp.MustCompile(`^D\.2\.9: (White|Black)'s board was put back to the scoresheet \(([^)]*)\)$`)
)

// Note is a note of the scoresheet in the language when it is one of
// anna's claims or corrections, else as written.
func (w ScoreWords) Note(text string) string {
	b := w.b
	color := func(s string) Phrase {
		if s == "Black" {
			return b.Color(rules.Black)
		}
		return b.Color(rules.White)
	}
	if m := noteClaimWith.FindStringSubmatch(text); m != nil {
		law := msgScoreThreefoldLaw
		if m[2] != "threefold repetition (9.2.1.1)" {
			law = msgScoreFiftyLaw
		}
		return b.printed(msgScoreClaimWith, color(m[1]), b.printed(law), verbatim(m[3])).Text()
	}
	if m := noteDiffered.FindStringSubmatch(text); m != nil {
		n, _ := strconv.Atoi(m[1])
		return b.printed(msgScoreDiffered, phrase(b.Lang.number(n)), b.Color(rules.White), verbatim(m[2]), b.Color(rules.Black), verbatim(m[3])).Text()
	}
	if m := noteBoard.FindStringSubmatch(text); m != nil {
		return b.printed(msgScoreBoardFixed, color(m[1]), verbatim(m[2])).Text()
	}
	return text
}

const msgBrailleDiagram msg = "braille-diagram"

// brailleDiagram says what the lines after it are: the position as a
// braille diagram, which a braille display shows and speech does not read.
func (b Phrasebook) brailleDiagram() Phrase { return b.say(msgBrailleDiagram) }

// brailleWords ask for the board in braille: "position braille" (in
// German Punktschrift, in Croatian, Serbian and Slovenian brajica).
var brailleWords = []string{"braille", "punktschrift", "brajica", "brajici", "brajevo"}

// IsBraille tells whether a word asks for braille; three letters or more
// of one of the words will do.
func IsBraille(word string) bool {
	w := strings.ToLower(strings.TrimSpace(word))
	if len([]rune(w)) < 3 {
		return false
	}
	for _, b := range brailleWords {
		if strings.HasPrefix(b, w) {
			return true
		}
	}
	return false
}
