package speech

import "slices"

// The command line's refusals are said as well as printed, by the clips
// of their words (cmd/anna speaks them before it exits): a blind player
// who hears anna's own voice, and no screen reader, hears why anna did
// not start. Only the texts of spokenCLI are said: every word of theirs
// has its clip in every language. The others (the usage, anna settings'
// lines, the files', the FEN's and the resumed state's reasons) are
// printed only: their words would need some 1,700 clips more, about
// 17 MB, far more than the bank may hold.
var spokenCLI = msgSet{}

var _ = spokenCLI.add("cli-unknown-flag", "cli-needs-value", "cli-not-a-flag", "cli-flags-listed",
	"cli-unexpected", "cli-choose", msg(cliOr),
	"cli-rate-range", "cli-volume-range", "cli-level-range", "cli-cells-range", "cli-lines-range",
	"cli-time-or-control", "cli-engine-needs-name", "cli-needs-engine", "cli-needs-file")

// cliWho are who says a line of the command line ("anna: ..."), said as
// words.
var cliWho = []string{"anna", "anna lichess", "anna settings", "anna resume"}

// spellMax is the most of a typed value that is spelled: a flag's name, a
// value refused.
const spellMax = 30

// CommandLineSaid is the text t as it is said, its slots filled with args;
// ok is false for a text that is printed only.
func (b Phrasebook) CommandLineSaid(t CLIText, args ...Phrase) (p Phrase, ok bool) {
	if !spokenCLI[msg(t)] {
		return Phrase{}, false
	}
	return b.fill(b.template(msg(t)).text(), args), true
}

// CLIWho is who says a line ("anna lichess") and the colon after it; ok
// is false for one not in cliWho, whose words may have no clips.
func (b Phrasebook) CLIWho(who string) (p Phrase, ok bool) {
	if !slices.Contains(cliWho, who) {
		return Phrase{}, false
	}
	return b.fill(who+":", nil), true
}

// Spelled is what the player typed (a flag, a value), spelled letter by
// letter as a name is: the letters and digits of its first spellMax
// characters; its signs are not said. Several words (the values a flag
// takes, typed as they are written) are said as the language's list,
// "a, b or c", each spelled: the spoken twin of CLIOrList.
func (b Phrasebook) Spelled(words ...string) Phrase {
	if len(words) < 2 {
		var p Phrase
		for _, w := range words {
			typed := cleanFree(w, spellMax)
			p = phrase(p, Word{Text: typed, Clips: b.Lang.spellClips(typed)})
		}
		return p
	}
	var list Phrase
	for i, w := range words[:len(words)-1] {
		s := b.Spelled(w)
		if i < len(words)-2 {
			s = s.punct(",")
		}
		list = phrase(list, s)
	}
	p, _ := b.CommandLineSaid(cliOr, list, b.Spelled(words[len(words)-1]))
	return p
}

// registerCLIWho speaks the words of who says the command line's lines.
func registerCLIWho(b Phrasebook) {
	for _, who := range cliWho {
		b.CLIWho(who)
	}
}

// Punct is the phrase with the mark s (":", ",") after its last word,
// said as a short pause.
func (p Phrase) Punct(s string) Phrase { return p.punct(s) }
