package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestReviewedWordsThroughTheBinary: rows of the native readers' review of
// hr, sr and sl (../shared/reviews/words-hr-sr-sl.md, issue 33) as the
// binary says them: its --help, a refusal on the command line and answers
// in a game, each with the review's word where the word the reader
// flagged stood ("blitz", "rapid", "chat", "E.2.8" for the press,
// "z običajnimi sredstvi", "zamik", "Ni vprašanja", "{1} od {3} krat").
// speech's glossary tests hold every text of the files; this holds that
// the binary speaks those files.
func TestReviewedWordsThroughTheBinary(t *testing.T) {
	norm := func(s string) string { return strings.Join(strings.Fields(s), " ") }
	for _, tt := range []struct {
		lang  string
		args  []string // nil: a game with input
		input string
		want  []string
		never []string
	}{
		{"hr", []string{"--help"}, "", []string{
			"(ubrzana, klasična ili dopisna",                // flags.seek
			"traži partije i izaziva na partije za rejting", // flags.rated
			"čita razgovor partije",                         // flags.chat
			"na uobičajeni način (III.5)",                   // flags.guidelines-iii
		}, []string{"rapid", "blitz", "chat partije", "bodovane"}},
		{"sr", []string{"--help"}, "", []string{
			"(ubrzana, klasična ili dopisna", // flags.seek
			"čita razgovor partije",          // flags.chat
			"normalnim sredstvima (III.5)",   // flags.guidelines-iii
			"E.2.6",                          // flags.press
			"E.2.9",                          // flags.assistant
		}, []string{"rapid", "blic", "čita čet", "E.2.8", "E.2.10"}},
		{"sl", []string{"--help"}, "", []string{
			"kdaj je poteza zaključena",        // flags.press
			"na običajen način (III.5)",        // flags.guidelines-iii
			"zakasnitveni način",               // flags.delay
			"5d3 (3 s zakasnitve)",             // flags.time
			"(pospešeno, klasično ali dopisno", // flags.seek
		}, []string{"dokončana", "z običajnimi sredstvi", "zamik"}},
		{"hr", []string{"--time", "5", "--guidelines-iii", "on"}, "", []string{ // cli-guidelines-blitz
			"Smjernice III ne primjenjuju se na brzopotezni šah (III.2.2): 5 je vremenska kontrola brzopoteznog šaha (B.1)",
		}, []string{"blitz"}},
		{"sr", []string{"--time", "5", "--guidelines-iii", "on"}, "", []string{
			"Smernice III se ne primenjuju na brzopotezni šah (III.2.2): 5 je vremenska kontrola brzopoteznog šaha (B.1)",
		}, []string{"blic"}},
		{"sl", nil, "prekliči\nreklamiram\n", []string{
			"Ni ničesar za preklic.", // nothing-to-cancel
			"Reklamacija zavrnjena: število pojavitev pozicije 1, potrebno 3;", // claim-rejected
		}, []string{"Ni vprašanja", " krat"}},
	} {
		args := tt.args
		if args == nil {
			args = []string{"--pgn", filepath.Join(t.TempDir(), "g.pgn")}
		}
		args = append([]string{"--no-audio", "--lang", tt.lang}, args...)
		out, errOut, _ := runAnna(t, tt.input, args...)
		said := norm(out + errOut)
		for _, w := range tt.want {
			if !strings.Contains(said, w) {
				t.Errorf("anna %s does not say %q:\n%s", strings.Join(args, " "), w, said)
			}
		}
		for _, w := range tt.never {
			if strings.Contains(said, w) {
				t.Errorf("anna %s says %q, the word the review flagged", strings.Join(args, " "), w)
			}
		}
	}
}
