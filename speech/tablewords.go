package speech

import (
	"path/filepath"
	"time"

	"github.com/anna-chess/anna/rules"
)

// A hosted table's own words: its join codes, said only when asked for
// (codes), and the start's lines about the scoresheet and the arbiter's
// code, which are secrets kept from a player's screen.
const (
	msgJoinCode    msg = "join-code"
	msgCodesNone   msg = "codes-none"
	msgCodesNoHost msg = "codes-no-host"
	msgCodesHint   msg = "codes-hint"
	msgSheetNamed  msg = "scoresheet-named"

	msgTableDown    msg = "table-down"
	msgTableDownRan msg = "table-down-ran"

	msgArbiterCodeIn msg = "arbiter-code-in"
	msgArbiterKeyIn  msg = "arbiter-key-in"
)

var _ = printedOnly.add(msgArbiterCodeIn, msgArbiterKeyIn)

// joinCode says a seat's join code (seat: white, black, assistant,
// arbiter, spectator) in its Appendix D words, as it may be typed ("Join
// code for Black: Felix drei Anna sechs Bella zwei Hector acht.").
func (b Phrasebook) joinCode(seat string, code []string) Phrase {
	var words Phrase
	ad := appendix()
	for _, w := range code {
		for i := range 8 {
			if normalize(w) == normalize(ad.files[i].Text) {
				words = phrase(words, ad.files[i])
			}
			if normalize(w) == normalize(ad.ranks[i].Text) {
				words = phrase(words, ad.ranks[i])
			}
		}
	}
	return b.say(msgJoinCode, b.roleName(seat), words)
}

// codesNone answers codes at a terminal that hands out no join codes (a
// remote player's, a spectator's): the host's terminal has them.
func (b Phrasebook) codesNone() Phrase { return b.say(msgCodesNone) }

// codesNoHost answers codes in a game no host serves.
func (b Phrasebook) codesNoHost() Phrase { return b.say(msgCodesNoHost) }

// CodesHint tells the host's terminal at the start how to hear the join
// codes, which are not shown unasked.
func (b Phrasebook) CodesHint() Phrase { return b.say(msgCodesHint, b.commandPhrase("codes")) }

// ScoresheetNamed says the scoresheet's file name (its folder is printed,
// not said: a path read aloud is a string of slashes).
func (b Phrasebook) ScoresheetNamed(path string) Phrase {
	return b.say(msgSheetNamed, b.free(filepath.Base(path), wordsMax))
}

// ArbiterCodeIn names the file the arbiter's join code is kept in (only
// the host's user may read it); ArbiterKeyIn the file of the arbiter's
// public key, which opens the arbiter's seat without a code.
func (b Phrasebook) ArbiterCodeIn(path string) Phrase {
	return b.printed(msgArbiterCodeIn, verbatim(path))
}

func (b Phrasebook) ArbiterKeyIn(path string) Phrase {
	return b.printed(msgArbiterKeyIn, verbatim(path))
}

// tableDown says how long no host ran a hosted match, said when it is
// served again: the clocks stand as they were saved. When a clock ran
// after the last save (running, for uncounted), that time is not
// counted, and the arbiter hears how long it was.
func (b Phrasebook) tableDown(down, uncounted time.Duration, running rules.Color) Phrase {
	if uncounted < time.Second || running == rules.NoColor {
		return b.say(msgTableDown, b.Duration(down))
	}
	return b.say(msgTableDownRan, b.Duration(down), b.Duration(uncounted), b.Color(running))
}
