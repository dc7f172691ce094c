package speech

import (
	"time"

	"github.com/anna-chess/anna/rules"
)

// Brief verbosity has short forms of some sentences (the [brief] table of
// each language's file): a reason in at most six words, for a player who
// knows the program and wants the fewest words between moves. A sentence
// without a brief form is said in full.

// clockTime is a clock's reading the short way, for brief verbosity:
// minutes and seconds as two numbers ("4 12", "0 45", "95 30"); under ten
// seconds the seconds to the tenth ("0 8.4"). It is the time every clock
// shows (rules.ShownTime), so brief and full readings never disagree.
func (b Phrasebook) clockTime(d time.Duration) Phrase {
	d = rules.ShownTime(d)
	if d < 10*time.Second {
		if tenths := int(d / (100 * time.Millisecond)); tenths%10 != 0 {
			return phrase(b.Lang.number(0), b.decimal(tenths))
		}
	}
	s := int(d / time.Second)
	return phrase(b.Lang.number(s/60), b.Lang.number(s%60))
}

// clockReading is a clock's time as the verbosity says it.
func (b Phrasebook) clockReading(d time.Duration) Phrase {
	if b.Verbosity == Brief {
		return b.clockTime(d)
	}
	return b.Duration(d)
}
