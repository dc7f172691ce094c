package speech

import (
	"regexp"
	"strings"
	"testing"
)

// TestCommandWordTyped: in Croatian, Serbian and Slovenian a command word
// the player is told to type is named as a command, "Upišite naredbu
// potezi", "Upišite komandu pomoć", "Vpišite ukaz analiza": bare after
// the verb ("Upišite potezi", "upišu sudac") it is heard as a noun in the
// wrong case. The words that answer a question, yes and no (da, ne), are
// typed bare: a particle has no case; so is the move command's word, which
// is the noun for a chess move ("Upišite drugi potez": type another move).
// A slot after the verb is a command word too (the seat's help word, the
// arbiter's answer).
func TestCommandWordTyped(t *testing.T) {
	for _, c := range []struct {
		lang  Lang
		verbs string // the imperative and the third person plural of "type"
		noun  string
	}{
		{HR, "upišite|upiši|upišu", "naredbu"},
		{SR, "upišite|upiši|upišu", "komandu"},
		{SL, "vpišite|vpiši|vpišejo", "ukaz"},
	} {
		d := c.lang.data()
		commands := map[string]bool{}
		for english, ws := range d.Commands {
			for _, w := range ws {
				commands[strings.ToLower(w)] = english != "yes" && english != "no" && english != "move"
			}
		}
		typed := regexp.MustCompile(`(?i)\b(` + c.verbs + `) (\S+)`)
		n := 0
		for where, f := range languageTexts(c.lang) {
			if !strings.HasPrefix(where, "[sentences]") && !strings.HasPrefix(where, "[brief]") {
				continue
			}
			for form, text := range f {
				for _, m := range typed.FindAllStringSubmatch(text, -1) {
					next := strings.ToLower(strings.TrimRight(m[2], ".,;:?"))
					n++
					if commands[next] || regexp.MustCompile(`^\{\d\}$`).MatchString(next) {
						t.Errorf("%s %s (%s): %q types %q bare; name it as a command: %q", c.lang, where, form, text, m[0], m[1]+" "+c.noun+" "+m[2])
					}
				}
			}
		}
		if n < 20 {
			t.Errorf("%s: only %d places tell the player to type something; is the verb %q right?", c.lang, n, c.verbs)
		}
	}
}
