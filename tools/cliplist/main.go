// Command cliplist prints the clip catalogue that scripts/make-clips speaks:
// one line per clip the bank stores, "name<TAB>voice<TAB>text to say".
package main

import (
	"fmt"

	"github.com/anna-chess/anna/speech/clips"
)

func main() {
	for _, c := range clips.Stored() {
		fmt.Printf("%s\t%s\t%s\n", c.Name, c.Voice, c.Say)
	}
}
