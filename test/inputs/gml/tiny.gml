# Three nodes in the style of the ICML'24 random graphs.
graph [
  directed 1
  node [
    id 0
    label "0"
    parameter 2676
  ]
  node [
    id 1
    label "1"
    parameter 0
  ]
  node [
    id 2
    label "two"
  ]
  edge [
    source 0
    target 1
    name "0"
    parameter 45603
  ]
  edge [
    source 1
    target 2
    name "1"
  ]
]
