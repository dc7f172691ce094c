package speech

// What anna says about its own voice: that it is back after the sound
// device or server went away, and the rate or volume a player's faster,
// slower, louder or softer has set.
const (
	msgSoundBack msg = "sound-back"
	msgRateNow   msg = "rate-now"
	msgVolumeNow msg = "volume-now"
	msgNoFaster  msg = "no-faster"
	msgNoSlower  msg = "no-slower"
	msgNoLouder  msg = "no-louder"
	msgNoSofter  msg = "no-softer"
	msgHelpVoice msg = "help-voice"
	// Printed only: a terminal without a voice of anna's has nothing to
	// say them with.
	msgNoVoice msg = "no-voice"
	msgNotKept msg = "not-kept"
)

var (
	_ = addHelp("commands", msgHelpVoice)
	_ = printedOnly.add(msgNoVoice, msgNotKept)
)

// noVoice answers faster, slower, louder or softer typed at a terminal
// where anna does not speak (an SSH terminal, --no-audio, the board view):
// its screen reader has a rate and a volume of its own.
func (b Phrasebook) noVoice() Phrase { return b.printed(msgNoVoice) }

// notKept says that a setting the player changed during the game could not
// be kept in the settings file, and why.
func (b Phrasebook) notKept(why string) Phrase { return b.printed(msgNotKept, verbatim(why)) }

// soundBack says that the sound works again; the announcements made while
// it was lost are not said again.
func (b Phrasebook) soundBack() Phrase { return b.say(msgSoundBack) }

// limit says whether a setting of the voice went as far as it goes, and
// which way: higher for the fastest or loudest, lower for the slowest or
// softest. The voice says it as the sentence no-faster (or no-slower,
// no-louder, no-softer) after the setting's (rate-now, volume-now).
type limit int8

const (
	noLimit limit = iota
	higher
	lower
)

// rateNow says the speech rate set, in tenths (25 for 2.5 times as fast as
// recorded), and, at a limit, that it goes no further.
func (b Phrasebook) rateNow(tenths int, l limit) Phrase {
	n := phrase(b.Lang.number(tenths / 10))
	if tenths%10 != 0 {
		n = phrase(b.decimal(tenths))
	}
	return b.limited(b.say(msgRateNow, n), l, msgNoFaster, msgNoSlower)
}

// volumeNow says the volume set, in percent, and, at a limit, that it
// goes no further.
func (b Phrasebook) volumeNow(percent int, l limit) Phrase {
	return b.limited(b.count(msgVolumeNow, percent), l, msgNoLouder, msgNoSofter)
}

func (b Phrasebook) limited(p Phrase, l limit, up, down msg) Phrase {
	switch l {
	case higher:
		return phrase(p, b.say(up))
	case lower:
		return phrase(p, b.say(down))
	}
	return p
}
