package session

import (
	"bufio"
	"encoding/json"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/anna-chess/anna/rules"
)

// roleSeats are the seats of testdata/roles.tsv's letters.
var roleSeats = map[byte]Seat{'a': ArbiterSeat, 'w': WhiteSeat, 'b': BlackSeat, 's': AssistantSeat, 'v': SpectatorSeat}

type roleRow struct{ command, line, may string }

func readRoles(t *testing.T) []roleRow {
	t.Helper()
	f, err := os.Open("testdata/roles.tsv")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var rows []roleRow
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") || strings.HasPrefix(line, "command\t") {
			continue
		}
		fields := strings.Split(line, "\t")
		if len(fields) != 3 {
			t.Fatalf("roles.tsv: %q has %d fields, want 3", line, len(fields))
		}
		rows = append(rows, roleRow{fields[0], fields[1], fields[2]})
	}
	return rows
}

// mayLetters writes a command's roles as roles.tsv does.
func mayLetters(r Roles) string {
	var sb strings.Builder
	for _, l := range []byte("awbsv") {
		if r.Has(roleSeats[l].Roles()) {
			sb.WriteByte(l)
		}
	}
	return sb.String()
}

// stateOf is the match written down, without the moment of the save.
func stateOf(t *testing.T, s *Session) string {
	t.Helper()
	st := s.State()
	st.SavedAt = ""
	b, err := json.Marshal(st)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestRolesTable: every command of the table, typed at every seat: the
// roles testdata/roles.tsv names may run it; every other seat gets one
// line naming who may, and nothing changes. Every command of the table
// has its rows.
func TestRolesTable(t *testing.T) {
	rows := readRoles(t)
	for _, c := range Commands() {
		found := false
		for _, r := range rows {
			if r.command == c.Name {
				found = true
				if got := mayLetters(c.May); got != r.may {
					t.Errorf("%s: the table lets %q run it, roles.tsv says %q", c.Name, got, r.may)
				}
			}
		}
		if !found {
			t.Errorf("%s: no row in testdata/roles.tsv", c.Name)
		}
	}
	for _, r := range rows {
		for _, letter := range []byte("awbsv") {
			seat := roleSeats[letter]
			t.Run(r.line+" by "+seat.String(), func(t *testing.T) {
				s, err := New(Config{TimeControl: rules.TimeControl{Periods: []rules.Period{{Time: 5 * 60e9}}},
					Time: &fakeTime{}, Assistant: true, Blind: [2]bool{true, false}})
				if err != nil {
					t.Fatal(err)
				}
				s.Start()
				s.Handle("e4")
				s.Handle("e5")
				before := stateOf(t, s)
				said := s.Transcript(s.HandleAs(seat, r.line))
				refused := strings.HasPrefix(said, "Only ") && strings.Contains(said, " may type ")
				may := strings.IndexByte(r.may, letter) >= 0
				switch {
				case may && refused:
					t.Errorf("refused: %q", said)
				case !may && !refused:
					t.Errorf("not refused: %q", said)
				case !may && strings.Count(said, "\n") != 1:
					t.Errorf("the refusal is not one line: %q", said)
				case !may && stateOf(t, s) != before:
					t.Errorf("the refused line changed the match:\n%s\n%s", before, stateOf(t, s))
				}
			})
		}
	}
}

// TestRefusalsNameWhoMay: the line a refused command gets names the roles
// that may run it, in the language of the table.
func TestRefusalsNameWhoMay(t *testing.T) {
	for _, tt := range []struct {
		seat Seat
		line string
		want string
	}{
		{BlackSeat, "adjust white 0:03", "Only the arbiter may type adjust; type arbiter to ask the arbiter."},
		{SpectatorSeat, "pause", "Only the arbiter may type pause."},
		{SpectatorSeat, "draw", "Only White, Black or the assistant may type draw."},
		{ArbiterSeat, "hint", "Only White, Black or the assistant may type hint."},
		{ArbiterSeat, "e4", "Only the players play moves."},
		{AssistantSeat, "e4", "The assistant plays for Black only."},
	} {
		s, _ := New(Config{Assistant: true, Blind: [2]bool{false, true}})
		s.Start()
		if got := strings.TrimSpace(s.Transcript(s.HandleAs(tt.seat, tt.line))); got != tt.want {
			t.Errorf("%s typed %q: got %q, want %q", tt.seat, tt.line, got, tt.want)
		}
	}
}

// TestAssistantOfNobody: in a match without a visually disabled player
// the assistant acts for neither side: no move, no resignation.
func TestAssistantOfNobody(t *testing.T) {
	s, _ := New(Config{Assistant: true})
	s.Start()
	for _, line := range []string{"e4", "resign", "draw"} {
		got := s.Transcript(s.HandleAs(AssistantSeat, line))
		if !strings.Contains(got, "The assistant plays for no player in this game.") {
			t.Errorf("%q: got %q", line, got)
		}
	}
	if n := len(s.Game().Plies()); n != 0 || s.Game().Outcome().Over() {
		t.Errorf("the assistant changed the game: %d moves, %v", n, s.Game().Outcome())
	}
}

// TestCommandTableWords: every word of the table runs its own command, and
// the words alone run it only as the whole line.
func TestCommandTableWords(t *testing.T) {
	for _, c := range Commands() {
		for _, w := range c.Words() {
			got, _, ok := lookup(w)
			if !ok || got.Name != c.Name {
				t.Errorf("%q runs %v, want %s", w, got, c.Name)
			}
		}
		for _, w := range c.Alone {
			if _, _, ok := lookup(w + " 4"); ok {
				t.Errorf("%q with more words runs a command; it is a move", w)
			}
		}
	}
	if !slices.ContainsFunc(Commands(), func(c Command) bool { return c.Name == "adjust" && c.May == ArbiterRole }) {
		t.Error("adjust is not the arbiter's alone")
	}
}

// rolesMarkdown is the roles table of docs/host.md, made from the command
// table.
func rolesMarkdown() string {
	var sb strings.Builder
	sb.WriteString("| command | arbiter | White | Black | assistant | spectators |\n|---|---|---|---|---|---|\n")
	for _, c := range Commands() {
		words := make([]string, 0, 3)
		for _, w := range c.Words() {
			words = append(words, "`"+w+"`")
		}
		sb.WriteString("| " + strings.Join(words, ", "))
		for _, l := range []byte("awbsv") {
			if c.May.Has(roleSeats[l].Roles()) {
				sb.WriteString(" | yes")
			} else {
				sb.WriteString(" | no")
			}
		}
		sb.WriteString(" |\n")
	}
	return sb.String()
}

const (
	docsStart = "<!-- roles table: made from session/commands.go by go test ./session -run TestDocsRolesTable -update -->\n"
	docsEnd   = "<!-- end of the roles table -->\n"
)

// TestDocsRolesTable: the roles table in docs/host.md is the command
// table's (-update writes it there).
func TestDocsRolesTable(t *testing.T) {
	const path = "../docs/host.md"
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	doc := string(data)
	i, j := strings.Index(doc, docsStart), strings.Index(doc, docsEnd)
	if i < 0 || j < i {
		t.Fatalf("%s has no roles table between the markers %q and %q", path, docsStart, docsEnd)
	}
	want := rolesMarkdown()
	got := doc[i+len(docsStart) : j]
	if got == want {
		return
	}
	if *update {
		if err := os.WriteFile(path, []byte(doc[:i+len(docsStart)]+want+doc[j:]), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	t.Errorf("the roles table in %s is not the command table's; go test ./session -run TestDocsRolesTable -update writes it:\n%s", path, diff(want, got))
}
