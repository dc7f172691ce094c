package join

import "github.com/anna-chess/anna/words"

// anna join's own sentences, said on the joiner's computer: its
// connection lost and joined again, given up, the host's key, the lines
// typed there (speech/lang/CODE.toml). They are keys of the phrasebook,
// not declared (words.Declare): no host may send them (own).
const (
	keyLineKept      words.Key = "join-line-kept"
	keyNotSent       words.Key = "join-not-sent"
	keyLost          words.Key = "join-lost"
	keyGaveUp        words.Key = "join-gave-up"
	keyNotAnnaHost   words.Key = "join-not-anna-host"
	keyKeyChanged    words.Key = "join-key-changed"
	keyCannotSay     words.Key = "join-cannot-say"
	keyCannotReach   words.Key = "join-cannot-reach"
	keyClosed        words.Key = "join-closed"
	keySilent        words.Key = "join-silent"
	keyHostRefused   words.Key = "join-host-refused"
	keyTooMuch       words.Key = "join-too-much"
	keyHostGone      words.Key = "join-host-gone"
	keyStillTrying   words.Key = "join-still-trying"
	keyBack          words.Key = "join-back"
	keyWrongCode     words.Key = "join-code-wrong"
	keyEventsVersion words.Key = "events-version"
	keyUpdateJoiner  words.Key = "events-version-update-joiner"
	keyUpdateHost    words.Key = "events-version-update-host"
)

// own are the sentences anna join says of itself, which it refuses from a
// host: a host could otherwise make the joiner read that the host's key
// changed, naming any file to edit, or that a line typed was kept. The
// join code's sentences are anna's own too (cmd/anna, host's ssh
// questions).
var own = []words.Key{
	keyLineKept, keyNotSent, keyLost, keyGaveUp, keyNotAnnaHost, keyKeyChanged, "join-no-code", keyCannotSay,
	keyCannotReach, keyClosed, keySilent, keyWrongCode, "join-code-ask", keyEventsVersion, keyHostRefused, keyTooMuch,
	keyHostGone, keyStillTrying, keyBack, "join-code-ended", "join-code-host-gone", keyUpdateJoiner, keyUpdateHost,
}
