package main

import (
	"os"
	"regexp"
	"strings"
	"testing"
)

// TestOnlineDocsQuoteAnna: every sentence docs/online.md quotes as anna's
// ("..." ending with a full stop) is one anna says: it fits a sentence of
// speech/lang/en.toml, each {n} standing for some words. A sentence
// reworded in the language file and not in the docs fails here.
func TestOnlineDocsQuoteAnna(t *testing.T) {
	doc, err := os.ReadFile("../../docs/online.md")
	if err != nil {
		t.Fatal(err)
	}
	lang, err := os.ReadFile("../../speech/lang/en.toml")
	if err != nil {
		t.Fatal(err)
	}
	var sentences []*regexp.Regexp
	placeholder := regexp.MustCompile(`\{\d\}`)
	for _, m := range regexp.MustCompile(`(?m)^[a-z0-9-]+ = "(.*)"$`).FindAllStringSubmatch(string(lang), -1) {
		if len(strings.Fields(placeholder.ReplaceAllString(m[1], ""))) < 3 {
			continue // "{1}.", "{1}: {2}": they fit any sentence
		}
		p := regexp.MustCompile(`\\\{\d\\\}`).ReplaceAllString(regexp.QuoteMeta(m[1]), `.+`)
		sentences = append(sentences, regexp.MustCompile("^"+p+"$"))
	}
	text := strings.Join(strings.Fields(string(doc)), " ") // quotes run over line ends
	quotes := regexp.MustCompile(`"([^"]+\.)"`).FindAllStringSubmatch(text, -1)
	if len(quotes) < 5 {
		t.Fatalf("docs/online.md quotes %d sentences; the test reads them as \"...\" ending with a full stop", len(quotes))
	}
	for _, q := range quotes {
		found := false
		for _, s := range sentences {
			if s.MatchString(q[1]) {
				found = true
				break
			}
		}
		if !found {
			t.Errorf("docs/online.md quotes %q, which anna does not say (speech/lang/en.toml)", q[1])
		}
	}
}
