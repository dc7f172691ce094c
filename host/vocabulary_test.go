package host_test

import (
	"flag"
	"fmt"
	"os"
	"strings"
	"testing"

	_ "github.com/anna-chess/anna/host"   // its events
	_ "github.com/anna-chess/anna/online" // lichess's events, at a table of its own
	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/words"
)

var updateEvents = flag.Bool("update-events", false, "rewrite docs/events.md from the keys declared")

// TestEventsDocumented: every key declared is said by every language's
// book, and docs/events.md lists every key anna-events may
// carry, with the kinds of its arguments, as the code declares them
// (words.Declare in session, table, host, online and speech): the schema
// a joiner reads by. A key added, changed or dropped is written there
// with go test ./host -run TestEventsDocumented -update-events.
func TestEventsDocumented(t *testing.T) {
	var b strings.Builder
	b.WriteString(`# The events of anna-events, version 5

Generated from the keys the code declares (words.Declare): rewrite it with
` + "`go test ./host -run TestEventsDocumented -update-events`" + `. docs/host.md says
how an event is written and each kind's written form; a key is the key of
its sentence in speech/lang/CODE.toml, or of an event the phrasebook says
with a function of its own (speech/renderers.go).

| key | arguments |
|---|---|
`)
	for _, k := range words.Vocabulary() {
		for _, l := range speech.Langs() {
			if !(speech.Phrasebook{Lang: l}).Knows(k) {
				t.Errorf("%s is declared, but the %s book does not say it", k, l)
			}
		}
		kinds, _ := words.Declared(k)
		var names []string
		for _, kind := range kinds {
			names = append(names, kind.String())
		}
		if len(names) == 0 {
			names = []string{"none"}
		}
		fmt.Fprintf(&b, "| `%s` | %s |\n", k, strings.Join(names, ", "))
	}
	const path = "../docs/events.md"
	if *updateEvents {
		if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	have, err := os.ReadFile(path)
	if err != nil || string(have) != b.String() {
		t.Errorf("%s is not the keys declared (%v): go test ./host -run TestEventsDocumented -update-events", path, err)
	}
}
