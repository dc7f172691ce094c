package speech

import (
	"time"
)

// Brief verbosity has short forms of some sentences (the [brief] table of
// each language's file): a reason in at most six words, for a player who
// knows the program and wants the fewest words between moves. A sentence
// without a brief form is said in full.

// clockTime is a clock's reading the short way, for brief verbosity:
// minutes and seconds as two numbers ("4 12", "0 45", "95 30"); under ten
// seconds the seconds to the tenth ("0 8.4").
func (b Phrasebook) clockTime(d time.Duration) Phrase {
	d = max(0, d)
	if d > 0 && d < 9950*time.Millisecond {
		tenths := int((d + 50*time.Millisecond) / (100 * time.Millisecond))
		if tenths%10 != 0 {
			return phrase(b.Lang.number(0), b.decimal(tenths))
		}
	}
	s := int((d + time.Second/2) / time.Second)
	return phrase(b.Lang.number(s/60), b.Lang.number(s%60))
}

// clockReading is a clock's time as the verbosity says it.
func (b Phrasebook) clockReading(d time.Duration) Phrase {
	if b.Verbosity == Brief {
		return b.clockTime(d)
	}
	return b.Duration(d)
}
