package speech

import "strings"

// The help: the topics "help" names, and each topic's short lines.

// helpOrder is the order in which "help" names its topics; each feature
// adds the lines of its own topic with addHelp.
var helpOrder = []string{"moves", "commands", "clock", "boards", "questions", "review", "adjourn", "arbiter", "engine", "lichess", "keys"}

// helpTopics holds each topic's lines: short ones, each read as one line
// of a braille display's few windows.
var helpTopics = map[string][]msg{}

func addHelp(topic string, lines ...msg) bool {
	helpTopics[topic] = append(helpTopics[topic], lines...)
	return true
}

var _ = addHelp("moves", msgHelpMoves, msgHelpWhich)
var _ = addHelp("commands", msgHelpCommands, msgHelpSpeech)
var _ = addHelp("keys", msgHelpKeys)

// Help names the help topics, in one short line.
func (b Phrasebook) Help() Phrase {
	if b.Online {
		return b.say(msgHelpOnline)
	}
	if b.Engine {
		return b.say(msgHelpWithEngine)
	}
	return b.say(msgHelp)
}

// HelpTopic is the answer to "help TOPIC": its lines, each short. An
// unknown topic is named and the topics listed.
func (b Phrasebook) HelpTopic(topic string) []Phrase {
	ms, ok := helpTopics[strings.ToLower(strings.TrimSpace(b.Canonical(topic)))]
	if !ok {
		return []Phrase{b.say(msgNoHelpTopic, b.quoted(topic)), b.Help()}
	}
	out := make([]Phrase, len(ms))
	for i, m := range ms {
		out[i] = b.say(m)
		if m == msgHelpShort {
			out[i] = b.say(m, b.shortForms())
		}
	}
	return out
}

// shortQuestions are the board questions' short forms in English, each
// with the command it stands for.
var shortQuestions = [][2]string{{"w", "where"}, {"pos", "position"}, {"fl", "file"}, {"rk", "rank"}, {"dg", "diagonal"},
	{"sq", "square"}, {"lg", "legal"}, {"pw", "pawns"}, {"cp", "captures"}, {"ck", "checks"}, {"th", "threats"},
	{"mt", "material"}, {"wn", "winnable"}, {"mn", "number"}, {"rv", "review"}}

// shortForms lists the short forms of the board questions as the language
// types them ([commands]: Croatian gd for w), or the command itself where
// it is as short (German wo), or English's; each is spelled letter by
// letter, as it is to be typed.
func (b Phrasebook) shortForms() Phrase {
	var out []Phrase
	for _, q := range shortQuestions {
		w := b.CommandWord(q[0])
		if long := b.CommandWord(q[1]); w == q[0] && long != q[1] && len([]rune(long)) <= 3 {
			w = long
		}
		out = append(out, phrase(Word{Text: w, Clips: b.Lang.spellClips(w)}))
	}
	return join(out, ",")
}

// HelpTopics are the topics "help" names, in order.
func HelpTopics() []string { return append([]string(nil), helpOrder...) }

// helpLine is line i of HelpTopic(topic) (nothing past its end): each line
// is an event of its own, rendered in each seat's words.
func (b Phrasebook) helpLine(topic string, i int) Phrase {
	if lines := b.HelpTopic(topic); i >= 0 && i < len(lines) {
		return lines[i]
	}
	return Phrase{}
}
