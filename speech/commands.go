package speech

import (
	"strings"
)

// The words a player types to anna besides moves (commands, their
// arguments, the help topics) are English, and in every language's file
// ([commands]) also that language's: "pomoć sat" is "help clock" to a
// player with --lang hr. Both are always understood.

// commandWords maps a language's typed words (normalised) to the English
// words they stand for.
func (l Lang) commandWords() map[string]string {
	d := l.data()
	d.commandsOnce.Do(func() {
		d.commandIndex = map[string]string{}
		for english, words := range d.Commands {
			for _, w := range words {
				d.commandIndex[normalize(w)] = english
			}
		}
	})
	return d.commandIndex
}

// Canonical puts the language's command words of a typed line into
// English, word by word, leaving every other word as it was typed: "gdje
// crni Skakač" becomes "where black Skakač", "bijeli: e4" "white: e4".
func (b Phrasebook) Canonical(line string) string {
	index := b.Lang.commandWords()
	if len(index) == 0 {
		return line
	}
	fields := strings.Fields(line)
	changed := false
	for i, f := range fields {
		word := strings.TrimRight(f, ":")
		if english, ok := index[normalize(word)]; ok {
			fields[i] = english + f[len(word):]
			changed = true
		}
	}
	if !changed {
		return line
	}
	return strings.Join(fields, " ")
}

// CommandWord is what the language calls an English command word, as help
// names it: "pomoć" for help in Croatian; the word itself in English or
// where the language has no word of its own.
func (b Phrasebook) CommandWord(english string) string {
	if words := b.Lang.data().Commands[english]; len(words) > 0 {
		return words[0]
	}
	return english
}
