package speech

import (
	"slices"
	"strings"
	"testing"
)

// TestHelpTopics: help names every topic in its order, each topic has its
// lines in both languages, and every line is short.
func TestHelpTopics(t *testing.T) {
	for name := range helpTopics {
		if !slices.Contains(helpOrder, name) {
			t.Errorf("topic %q is not named by help", name)
		}
	}
	for _, l := range Langs() {
		b := Phrasebook{Lang: l}
		index := b.Help().Text()
		withEngine := Phrasebook{Lang: l, Engine: true}.Help().Text()
		online := Phrasebook{Lang: l, Online: true}.Help().Text()
		for _, name := range helpOrder {
			if name != "lichess" && !strings.Contains(withEngine, b.CommandWord(name)) {
				t.Errorf("%s: help with an engine does not name %q: %s", l, name, withEngine)
			}
			if named := strings.Contains(index, b.CommandWord(name)); named != (name != "engine" && name != "lichess") {
				t.Errorf("%s: help without an engine names %q: %v, want %v: %s", l, name, named, name != "engine", index)
			}
			atBoard := name == "boards" || name == "adjourn" || name == "arbiter" || name == "engine"
			if named := strings.Contains(online, b.CommandWord(name)); named == atBoard {
				t.Errorf("%s: help in a game on lichess names %q: %v, want %v: %s", l, name, named, !atBoard, online)
			}
			lines := b.HelpTopic(b.CommandWord(name))
			if _, ok := helpTopics[name]; !ok || len(lines) == 0 {
				t.Errorf("%s: topic %q has no lines", l, name)
			}
			for _, p := range lines {
				if n := p.Len(); n > 160 {
					t.Errorf("%s: help %s: a line of %d characters: %s", l, name, n, p.Text())
				}
			}
		}
		if got := b.HelpTopic("Turnier"); len(got) != 2 || !strings.Contains(got[0].Text(), `"Turnier"`) || got[1].Text() != index {
			t.Errorf("%s: an unknown topic got %q", l, got)
		}
	}
}

// TestBriefFormsHaveFullForms: every brief sentence shortens a sentence.
func TestBriefFormsHaveFullForms(t *testing.T) {
	for _, l := range Langs() {
		for _, m := range keys(l.data().Brief) {
			if _, ok := l.data().Sentences[m]; !ok {
				t.Errorf("%s: sentence %s has a brief form and no full one", l, m)
			}
		}
	}
}

// TestAppendixWordsInGerman: Appendix D words inside sentences of another
// language are spoken by the German voice (D.2.1: they are German words);
// the same spelling that is not a square or a piece stays English. With
// local names, they are the language's words in its voice.
func TestAppendixWordsInGerman(t *testing.T) {
	tests := []struct {
		phrase Phrase
		word   string
		voice  Voice
	}{
		{Phrasebook{}.HelpTopic("moves")[0], "Springer", voiceDe},
		{Phrasebook{}.HelpTopic("moves")[0], "Felix drei,", voiceDe},
		{Phrasebook{}.HelpTopic("moves")[0], "Kurze Rochade,", voiceDe},
		{Phrasebook{}.HelpTopic("moves")[0], "e4.", voiceEn},
		{Phrasebook{}.HelpTopic("moves")[1], "Gustav eins", voiceDe},
		{Phrasebook{}.sayWhy(&moveParseError{Kind: incompleteSquare, File: 4}, nil), "Eva vier.", voiceDe},
		{Phrasebook{}.noClock(), "anna", voiceEn},
		// In Croatian, Appendix D's words are German still; with the
		// arbiter's local names (D.2.1) they are Croatian, and files keep
		// Appendix D's names and voice.
		{Phrasebook{Lang: HR}.HelpTopic("moves")[0], "Springer", voiceDe},
		{Phrasebook{Lang: HR}.HelpTopic("moves")[0], "upišite", "hr"},
		{Phrasebook{Lang: HR, Names: LocalNames}.HelpTopic("moves")[0], "Skakač", "hr"},
		{Phrasebook{Lang: HR, Names: LocalNames}.HelpTopic("moves")[0], "Felix", voiceDe},
		{Phrasebook{Lang: HR, Names: LocalNames}.HelpTopic("moves")[0], "tri,", "hr"},
		{Phrasebook{Lang: HR, Names: LocalNames}.HelpTopic("moves")[0], "Mala rokada", "hr"},
		{Phrasebook{Lang: SL, Names: LocalNames}.sayWhy(&moveParseError{Kind: incompleteSquare, File: 4}, nil), "štiri.", "sl"},
		{Phrasebook{Lang: SR}.sayWhy(&moveParseError{Kind: incompleteSquare, File: 4}, nil), "Eva vier.", voiceDe},
	}
	for _, tt := range tests {
		found := false
		for _, w := range tt.phrase.Words {
			if w.Text != tt.word {
				continue
			}
			found = true
			for _, c := range w.Clips {
				if !strings.HasPrefix(c, string(tt.voice)+"/") && c != pauseClip {
					t.Errorf("%q in %q is spoken by clip %s, want the %s voice", tt.word, tt.phrase.Text(), c, tt.voice)
				}
			}
		}
		if !found {
			t.Errorf("no word %q in %q", tt.word, tt.phrase.Text())
		}
	}
}
