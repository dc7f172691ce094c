package speech

import "strings"

// The help: the topics "help" names, and each topic's short lines.

// helpOrder is the order in which "help" names its topics; each feature
// adds the lines of its own topic with addHelp.
var helpOrder = []string{"moves", "commands", "clock", "boards", "questions", "review", "adjourn", "arbiter", "engine", "keys"}

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
	}
	return out
}

// HelpTopics are the topics "help" names, in order.
func HelpTopics() []string { return append([]string(nil), helpOrder...) }
