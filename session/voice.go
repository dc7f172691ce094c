package session

// VoiceChange is what faster, slower, louder and softer ask of the voice
// of the terminal that types them. The session only passes it on (an
// Output of kind Voice, to that terminal alone): the voice is the
// terminal's own, so the view carries it out and says the new setting, or
// that the terminal has no voice of anna's (an SSH terminal, --no-audio:
// its screen reader sets its own rate). Nothing of the game changes.
type VoiceChange int8

const (
	Faster VoiceChange = iota + 1
	Slower
	Louder
	Softer
)

var voiceChangeNames = [...]string{Faster: "faster", Slower: "slower", Louder: "louder", Softer: "softer"}

func (c VoiceChange) String() string {
	if c > 0 && int(c) < len(voiceChangeNames) {
		return voiceChangeNames[c]
	}
	return "VoiceChange(?)"
}

// tune is the command that asks the typing terminal's voice for change c.
func tune(c VoiceChange) command {
	return func(s *Session, in *typedLine, _ string) []Output {
		return []Output{{Kind: Voice, Change: c, To: in.seat.audience(), Reply: true}}
	}
}

// tuned answers faster, slower, louder or softer before anything else
// reads the line: the voice is no part of the game, so a question waiting
// for an answer, a review or a sealing stays as it was.
func (s *Session) tuned(in *typedLine, line string) ([]Output, bool) {
	c, _, ok := lookup(line)
	if !ok {
		return nil, false
	}
	for change, name := range voiceChangeNames {
		if name != "" && c.Name == name {
			return tune(VoiceChange(change))(s, in, ""), true
		}
	}
	return nil, false
}
